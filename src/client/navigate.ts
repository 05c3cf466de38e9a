/**
 * The one way code (not a link) navigates to a docs page: wait for the MDX renderer chunk
 * (src/theme/MDXContent/loadRenderer.ts), then push the address. Pointing at, touching or
 * focusing a link requests the renderer (./content-renderer.ts), but a click can come before it
 * arrives, and a search result chosen with the keyboard is no link at all. Pushing at once would
 * show the new page with an empty article until the chunk arrives, and the router's scroll to the
 * #section would run before its heading exists. With the renderer in place the page renders
 * whole, at once. Used by the search box's results and the server-rendered article's links.
 *
 * A failed download still navigates: the new page's renderer asks again and, if that fails too,
 * the error boundary shows the chunk-failure notice. The promise settles once the address changed.
 */
import type {useHistory} from '@docusaurus/router';
import {loadRenderer} from '../theme/MDXContent/loadRenderer';

type History = ReturnType<typeof useHistory>;

export function navigateAfterRenderer(history: History, to: string): Promise<void> {
  return loadRenderer().then(
    () => history.push(to),
    () => history.push(to),
  );
}
