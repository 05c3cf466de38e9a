import React, {type ReactElement} from 'react';
import {render} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
// The real client runtime Docusaurus puts on window (prefetch/preload), over the fixture routes.
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
// What tells useIsBrowser() that the page has hydrated, as Docusaurus's App provides it.
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';

/** Renders theme code the way a page does: inside a router, with the Docusaurus runtime present. */
export function renderWithSite(ui: ReactElement, {path = '/docs/'}: {path?: string} = {}) {
  (window as unknown as {docusaurus: typeof docusaurus}).docusaurus = docusaurus;
  return render(
    <BrowserContextProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </BrowserContextProvider>,
  );
}
