/**
 * Docusaurus's Link prefetches a page's chunks as soon as the link scrolls into view. Every
 * prefetch matches the path against the whole route table and adds `<link rel="prefetch">`
 * tags, and all the links visible at load arrive in one IntersectionObserver callback: on a
 * phone that callback blocked the main thread for 100-250 ms (4x CPU slowdown) just as the page
 * became interactive. Prefetching exists to make the next click fast, so it can wait until the
 * browser is idle: this module queues the paths and prefetches them a few at a time in idle
 * periods. Link reaches prefetch through `window.docusaurus`, so that is where the wrap goes.
 */

type Prefetch = (routePath: string) => unknown;

/** Time left in an idle period below which the next prefetch waits for another period. */
const MIN_IDLE_MS = 4;

/** Whether the page has downloaded this URL (its resource timing lists it). */
function loaded(url: string): boolean {
  return typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(url).length > 0;
}

/**
 * Runs one Docusaurus prefetch, leaving out the `<link rel="prefetch">` tags for files the page
 * already has: ones it loaded (the current page's chunks, which other pages share) or prefetched
 * before. Docusaurus records a file as prefetched only once its prefetch has finished, and never
 * records the files the page loaded itself; with prefetches spread over idle periods instead of
 * issued at once, a host that sends no caching headers would be asked for the same chunk again.
 * A left-out tag reports `load`, as the real one would, so Docusaurus records the file as
 * prefetched.
 */
export function withoutRefetching(prefetch: Prefetch, requested: Set<string>): Prefetch {
  return (routePath) => {
    const head = document.head;
    head.appendChild = function appendUnlessHad<T extends Node>(this: HTMLHeadElement, node: T): T {
      if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
        const url = node.href;
        if (requested.has(url) || loaded(url)) {
          queueMicrotask(() => node.onload?.(new Event('load')));
          return node;
        }
        requested.add(url);
      }
      return Node.prototype.appendChild.call(this, node) as T;
    };
    try {
      return prefetch(routePath);
    } finally {
      delete (head as {appendChild?: unknown}).appendChild;
    }
  };
}

export function deferToIdle(prefetch: Prefetch): Prefetch {
  const queued = new Set<string>();
  let scheduled = false;

  const whenIdle = (run: (deadline?: IdleDeadline) => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, {timeout: 2000});
    } else {
      window.setTimeout(run, 200);
    }
  };

  const drain = (deadline?: IdleDeadline) => {
    for (const routePath of queued) {
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() < MIN_IDLE_MS) break;
      queued.delete(routePath);
      prefetch(routePath);
      if (!deadline) break;
    }
    scheduled = queued.size > 0;
    if (scheduled) whenIdle(drain);
  };

  return (routePath) => {
    queued.add(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
    return true;
  };
}

interface DocusaurusGlobal {
  prefetch: Prefetch;
}

function wrap(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return {...docusaurus, prefetch: deferToIdle(withoutRefetching(docusaurus.prefetch, new Set()))};
}

// Docusaurus's client entry assigns `window.docusaurus` once, after the client modules have
// loaded; the accessor wraps whatever it assigns.
if (typeof window !== 'undefined') {
  const holder = window as unknown as {docusaurus?: DocusaurusGlobal};
  let current = holder.docusaurus && wrap(holder.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = wrap(value);
    },
  });
}
