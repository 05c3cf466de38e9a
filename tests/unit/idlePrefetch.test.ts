/** @jest-environment jsdom */
import {deferToIdle, withoutRefetching} from '@site/src/client/idle-prefetch';

// src/client/idle-prefetch.ts moves Docusaurus's viewport prefetching out of the
// IntersectionObserver callback into idle periods.
describe('deferToIdle (src/client/idle-prefetch)', () => {
  let idle: ((deadline: IdleDeadline) => void)[];
  const runIdle = (timeRemaining: number) => {
    const callbacks = idle.splice(0);
    for (const callback of callbacks) callback({didTimeout: false, timeRemaining: () => timeRemaining});
  };

  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = ((callback: IdleRequestCallback) =>
      idle.push(callback)) as typeof window.requestIdleCallback;
  });

  it('prefetches nothing until the browser is idle, then each path once, in order', () => {
    const prefetch = jest.fn();
    const deferred = deferToIdle(prefetch);
    deferred('/docs/a/');
    deferred('/docs/b/');
    deferred('/docs/a/');
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    runIdle(50);
    expect(prefetch.mock.calls).toEqual([['/docs/a/'], ['/docs/b/']]);
    expect(idle).toHaveLength(0);
  });

  it('stops when the idle period runs short and goes on in the next one', () => {
    const prefetch = jest.fn();
    const deferred = deferToIdle(prefetch);
    deferred('/docs/a/');
    deferred('/docs/b/');
    runIdle(1);
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    runIdle(50);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('prefetches a path again after it was drained, leaving the dedupe to Docusaurus', () => {
    const prefetch = jest.fn();
    const deferred = deferToIdle(prefetch);
    deferred('/docs/a/');
    runIdle(50);
    deferred('/docs/a/');
    runIdle(50);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    try {
      // @ts-expect-error: Safari has no requestIdleCallback
      delete window.requestIdleCallback;
      const prefetch = jest.fn();
      const deferred = deferToIdle(prefetch);
      deferred('/docs/a/');
      deferred('/docs/b/');
      expect(prefetch).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(prefetch).toHaveBeenCalledTimes(1);
      jest.runOnlyPendingTimers();
      expect(prefetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('wraps the prefetch Docusaurus assigns to window.docusaurus', () => {
    const prefetch = jest.fn();
    const preload = jest.fn();
    (window as unknown as {docusaurus: unknown}).docusaurus = {prefetch, preload};
    const assigned = (window as unknown as {docusaurus: {prefetch: (p: string) => void; preload: (p: string) => void}})
      .docusaurus;
    assigned.prefetch('/docs/a/');
    expect(prefetch).not.toHaveBeenCalled();
    assigned.preload('/docs/a/');
    expect(preload).toHaveBeenCalledWith('/docs/a/');
    runIdle(50);
    expect(prefetch).toHaveBeenCalledWith('/docs/a/');
  });
});

describe('withoutRefetching (src/client/idle-prefetch)', () => {
  /** Adds a prefetch tag per chunk as Docusaurus's helper does, and reports each tag's load. */
  const docusaurusLike = (chunks: Record<string, string[]>, loads: string[]) => (routePath: string) => {
    for (const chunk of chunks[routePath] ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = chunk;
      link.onload = () => loads.push(chunk);
      document.getElementsByTagName('head')[0]!.appendChild(link);
    }
  };
  const prefetchTags = () =>
    Array.from(document.head.querySelectorAll('link[rel=prefetch]')).map((l) => (l as HTMLLinkElement).href);

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a tag for each file once, however many pages share it, and reports the left-out ones loaded', async () => {
    const loads: string[] = [];
    const prefetch = withoutRefetching(
      docusaurusLike(
        {
          '/a/': ['/docs/assets/js/shared.js', '/docs/assets/js/a.js'],
          '/b/': ['/docs/assets/js/shared.js', '/docs/assets/js/b.js'],
        },
        loads,
      ),
      new Set(),
    );
    prefetch('/a/');
    prefetch('/b/');
    expect(prefetchTags()).toEqual([
      'http://localhost/docs/assets/js/shared.js',
      'http://localhost/docs/assets/js/a.js',
      'http://localhost/docs/assets/js/b.js',
    ]);
    await Promise.resolve();
    expect(loads).toEqual(['/docs/assets/js/shared.js']);
  });

  it('adds no tag for a file the page already loaded', () => {
    const original = performance.getEntriesByName;
    performance.getEntriesByName = ((name: string) =>
      name.endsWith('/shared.js') ? [{name}] : []) as typeof performance.getEntriesByName;
    try {
      const prefetch = withoutRefetching(
        docusaurusLike({'/a/': ['/docs/assets/js/shared.js', '/docs/assets/js/a.js']}, []),
        new Set(),
      );
      prefetch('/a/');
      expect(prefetchTags()).toEqual(['http://localhost/docs/assets/js/a.js']);
    } finally {
      performance.getEntriesByName = original;
    }
  });

  it('leaves every other use of head alone', () => {
    const prefetch = withoutRefetching(docusaurusLike({'/a/': ['/docs/assets/js/a.js']}, []), new Set());
    prefetch('/a/');
    const style = document.createElement('style');
    document.head.appendChild(style);
    document.head.appendChild(style.cloneNode());
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false);
  });
});

// Tripwire against the installed core: the wrapper relies on Docusaurus assigning its runtime to
// window.docusaurus at start-up, and on Link prefetching through that object's `prefetch`.
describe('the installed Docusaurus runtime idle-prefetch wraps', () => {
  const client = require('node:path').dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
  const read = (file: string) =>
    require('node:fs').readFileSync(require('node:path').join(client, file), 'utf8') as string;

  it('is assigned to window.docusaurus by the client entry', () => {
    expect(read('clientEntry.js')).toMatch(/window\.docusaurus\s*=\s*docusaurus/);
  });

  it('is what Link calls to prefetch a route it shows', () => {
    expect(read('exports/Link.js')).toMatch(/window\.docusaurus\.prefetch\(/);
    expect(read('docusaurus.js')).toMatch(/prefetch/);
  });
});
