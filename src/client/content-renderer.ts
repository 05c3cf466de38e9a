/**
 * Gets the MDX renderer chunk (src/theme/MDXContent/loadRenderer.ts) before a client-side
 * navigation needs it, so the new page renders without a Suspense fallback: when the reader
 * points at, touches or focuses a link (the signal Docusaurus's Link uses to preload a route),
 * and at the latest when a navigation starts. The first page view never loads it otherwise.
 * Navigations made from code wait for it before they start (./navigate.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {loadRenderer} from '../theme/MDXContent/loadRenderer';

const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function warm(): void {
  // A failure is reported where the renderer is needed (the error boundary); here it only means
  // the next attempt starts from scratch.
  loadRenderer().catch(() => {});
}

function onLinkIntent(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  for (const type of EVENTS) document.removeEventListener(type, onLinkIntent, true);
  warm();
}

if (typeof document !== 'undefined') {
  for (const type of EVENTS) document.addEventListener(type, onLinkIntent, {capture: true, passive: true});
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) warm();
  },
};

export default clientModule;
