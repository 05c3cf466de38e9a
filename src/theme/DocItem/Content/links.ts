/**
 * The in-site path a link in the article points to (path, query and hash), or null when the
 * browser should follow it itself: other origins, paths outside the site's base, links that open
 * elsewhere or download, anchors on the same page, and files (`.md`, `.txt`, `.xml`…) rather than
 * pages. Mirrors when Docusaurus's Link would navigate client-side.
 */
export function internalPath(link: HTMLAnchorElement, base: string): string | null {
  if (!link.href || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (!url.pathname.startsWith(base)) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A click the browser would turn into a plain navigation in the same tab. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
