/** @jest-environment jsdom */
import {
  DEFAULT_SCRIPT_LINE,
  DEFERRED_SCRIPT_LINE,
  bootScript,
  installedDefaultTemplate,
  ssrTemplate,
} from '@site/src/plugins/deferred-boot';
import {isSearchShortcut} from '@site/src/plugins/local-search/client/shortcuts';

describe('the template (src/plugins/deferred-boot/ssr-template.eta)', () => {
  it('is the installed default with the scripts preloaded instead of run', () => {
    const installed = installedDefaultTemplate();
    const own = ssrTemplate(installed);
    expect(own.replace(DEFERRED_SCRIPT_LINE, DEFAULT_SCRIPT_LINE).trim()).toBe(installed.trim());
  });

  it.each([
    [
      'emits the scripts another way',
      (t: string) => t.replace(DEFAULT_SCRIPT_LINE, '<script src="<%= it.baseUrl %><%= script %>"></script>'),
    ],
    ['adds a field', (t: string) => t.replace('</head>', '<%~ it.newField %></head>')],
    [
      'moves the scripts',
      (t: string) => t.replace(DEFAULT_SCRIPT_LINE, '').replace('</body>', `${DEFAULT_SCRIPT_LINE}</body>`),
    ],
  ])('stops the build, naming the plugin, when the installed default %s', (_, change) => {
    expect(() => ssrTemplate(change(installedDefaultTemplate()))).toThrow(/^deferred-boot: /);
  });

  it("renders, with Docusaurus's own renderer, every script as a link in its order: the entry's fetched, the route chunks' inert", async () => {
    const {compileSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate') as {
      compileSSGTemplate: (t: string) => Promise<(data: object) => string>;
    };
    const render = await compileSSGTemplate(ssrTemplate());
    const html = render({
      appHtml: '<main></main>',
      baseUrl: '/docs/',
      htmlAttributes: '',
      bodyAttributes: '',
      headTags: '<script>boot()</script>',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: [],
      scripts: [
        'assets/js/runtime~main.86fa3185.js',
        'assets/js/main.61671630.js',
        'assets/js/17896441.3c758107.js',
        'assets/js/2056.89eb19eb.js',
      ],
      stylesheets: ['assets/css/styles.4.css'],
      noIndex: false,
      version: '3',
    });
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(
      [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"( media="not all")? data-deferred-boot>/g)].map(
        (m) => [m[1], m[2] ? 'inert' : 'fetched'],
      ),
    ).toEqual([
      ['/docs/assets/js/runtime~main.86fa3185.js', 'fetched'],
      ['/docs/assets/js/main.61671630.js', 'fetched'],
      ['/docs/assets/js/17896441.3c758107.js', 'inert'],
      ['/docs/assets/js/2056.89eb19eb.js', 'inert'],
    ]);
    // The inline script comes before the stylesheet, which would otherwise hold it up.
    expect(html.indexOf('boot()')).toBeLessThan(html.indexOf('styles.4.css'));
  });
});

// ---------------------------------------------------------------------------------------------
// The inline script, run as a page runs it, in this jsdom window (no requestIdleCallback here, so
// the idle start is a timer; fake timers keep the boot waiting until a test lets it).

const cleanups: (() => void)[] = [];

function install(): void {
  const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
  const originals = [window, document].map((target) => {
    const add = target.addEventListener;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: unknown,
    ) {
      added.push([target, type, listener, options]);
      return add.call(this, type, listener, options as AddEventListenerOptions);
    };
    return [target, add] as const;
  });
  try {
    new Function(bootScript())();
  } finally {
    for (const [target, add] of originals) target.addEventListener = add;
  }
  cleanups.push(() => {
    for (const [target, type, listener, options] of added) {
      target.removeEventListener(type, listener, options as EventListenerOptions);
    }
  });
}

/** A page as the template renders it: preload links in <head>, the app's markup in #__docusaurus. */
function page(app: string, scripts = ['/docs/assets/js/runtime~main.1.js', '/docs/assets/js/main.2.js']): void {
  document.documentElement.setAttribute('data-has-hydrated', 'false');
  document.head.innerHTML = scripts
    .map((src) => `<link rel="preload" as="script" href="${src}" data-deferred-boot>`)
    .join('');
  document.body.innerHTML = `<div id="__docusaurus">${app}</div>`;
}

const inserted = () => [...document.querySelectorAll('head script')].map((s) => s.getAttribute('src'));
const boot = () => document.documentElement.getAttribute('data-boot');

/** What React does once it has hydrated: handlers on the controls, then the attribute. */
async function hydrate(handlers: Record<string, () => void> = {}): Promise<void> {
  for (const [selector, handler] of Object.entries(handlers))
    document.querySelector(selector)!.addEventListener('click', handler);
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  await Promise.resolve(); // MutationObserver callbacks are microtasks
}

/** Clicks `element`; whether the boot script held the click (the page's later handlers never saw it). */
function click(element: Element): boolean {
  let seen: boolean | null = null;
  // Last in line: records what the page would see, then keeps jsdom from navigating or submitting.
  const look = (event: Event) => {
    seen = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', look);
  element.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  document.removeEventListener('click', look);
  return seen === null || seen;
}

function press(element: Element, type: string): void {
  const event = new MouseEvent(type, {bubbles: true, button: 0});
  Object.defineProperty(event, 'isPrimary', {value: true});
  element.dispatchEvent(event);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  jest.useRealTimers();
  for (const name of ['data-boot', 'data-has-hydrated']) document.documentElement.removeAttribute(name);
});

describe('the boot script (src/plugins/deferred-boot/boot.js)', () => {
  it('starts the scripts, in their order and not async, at the first idle moment after load', () => {
    page('<main></main>');
    install();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(boot()).toBe('pending');
    expect(inserted()).toEqual([]);
    // The frame after `load` is painted, but only the next one proves it was presented.
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(inserted()).toEqual([]);
    jest.runAllTimers();
    expect(inserted()).toEqual(['/docs/assets/js/runtime~main.1.js', '/docs/assets/js/main.2.js']);
    expect([...document.querySelectorAll('head script')].every((s) => !(s as HTMLScriptElement).async)).toBe(true);
    expect(boot()).toBe('started');
  });

  it('fetches the route chunks and starts the boot once the browser has reported the first contentful paint', () => {
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    const original = window.PerformanceObserver;
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    try {
      page('<main></main>');
      document.head.insertAdjacentHTML(
        'beforeend',
        '<link rel="preload" as="script" href="/docs/assets/js/17.3.js" media="not all" data-deferred-boot>',
      );
      install();
      jest.runAllTimers();
      const preloads = () =>
        [...document.querySelectorAll('link[rel="preload"]:not([data-deferred-boot])')].map((l) =>
          l.getAttribute('href'),
        );
      expect(inserted()).toEqual([]);
      expect(preloads()).toEqual([]);
      const report = (name: string) => {
        for (const observer of observers.filter((o) => !o.disconnected)) {
          observer.callback(
            {getEntriesByName: (n: string) => (n === name ? [{name}] : [])} as unknown as PerformanceObserverEntryList,
            observer as unknown as PerformanceObserver,
          );
        }
      };
      report('first-paint');
      jest.runAllTimers();
      expect(inserted()).toEqual([]);
      expect(preloads()).toEqual([]);
      report('first-contentful-paint');
      // The route chunk is fetched as soon as the paint is reported, and the boot starts.
      expect(preloads()).toEqual(['/docs/assets/js/17.3.js']);
      jest.runAllTimers();
      expect(boot()).toBe('started');
      expect(inserted()).toEqual([
        '/docs/assets/js/runtime~main.1.js',
        '/docs/assets/js/main.2.js',
        '/docs/assets/js/17.3.js',
      ]);
      expect(observers.every((o) => o.disconnected)).toBe(true);
    } finally {
      window.PerformanceObserver = original;
    }
  });

  it('on a hidden page, which paints no frame, waits for idle alone', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      page('<main></main>');
      install();
      expect(inserted()).toEqual([]);
      jest.runOnlyPendingTimers();
      expect(boot()).toBe('started');
    } finally {
      visibility.mockRestore();
    }
  });

  it('starts at once on a click on a control, holds the click, and replays it once after hydration', async () => {
    page('<button type="button" id="menu">Menu</button>');
    install();
    expect(click(document.getElementById('menu')!)).toBe(true);
    expect(boot()).toBe('started');
    const opened = jest.fn();
    await hydrate({'#menu': opened});
    expect(opened).toHaveBeenCalledTimes(1);
    expect(boot()).toBe('hydrated');
    // After hydration the script steps aside: React gets clicks itself.
    click(document.getElementById('menu')!);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('also holds clicks made after the boot started, until hydration', async () => {
    page('<button type="button" id="menu">Menu</button>');
    install();
    jest.runAllTimers();
    expect(boot()).toBe('started');
    expect(click(document.getElementById('menu')!)).toBe(true);
    const opened = jest.fn();
    await hydrate({'#menu': opened});
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves links, submit buttons and controls outside the app to the browser', () => {
    page('<a href="/docs/limits/" id="link">Limits</a><form><button id="submit">Go</button></form>');
    const notice = document.createElement('button');
    notice.type = 'button';
    document.body.append(notice);
    install();
    for (const element of [document.getElementById('link')!, document.getElementById('submit')!, notice]) {
      expect(click(element)).toBe(false);
    }
    // A link click does not start the boot: the page is about to be left.
    expect(boot()).toBe('pending');
    expect(inserted()).toEqual([]);
  });

  it('replays a press on a control the server rendered disabled as a click', async () => {
    page('<button type="button" id="toggle" disabled>Mode</button>');
    install();
    const toggle = document.getElementById('toggle') as HTMLButtonElement;
    press(toggle, 'pointerdown');
    press(toggle, 'pointerup');
    expect(boot()).toBe('started');
    const switched = jest.fn();
    toggle.addEventListener('click', switched);
    await hydrate();
    expect(switched).not.toHaveBeenCalled(); // still disabled: waits for React to enable it
    toggle.disabled = false;
    await Promise.resolve();
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it("holds the search shortcut, and only it, as the search box's own test decides", async () => {
    page('<input type="search" id="box"><button type="button" id="b">b</button>');
    // The search box's verdict, taken before the boot script sees each event (registered first).
    let verdict = false;
    const judge = (event: KeyboardEvent) => (verdict = isSearchShortcut(event));
    window.addEventListener('keydown', judge, true);
    cleanups.push(() => window.removeEventListener('keydown', judge, true));
    install();
    const cases: [string, KeyboardEventInit, string][] = [
      ['/', {key: '/'}, 'body'],
      ['Ctrl+K', {key: 'k', ctrlKey: true}, 'body'],
      ['⌘K', {key: 'K', metaKey: true}, 'body'],
      ['Ctrl+Shift+K', {key: 'K', ctrlKey: true, shiftKey: true}, 'body'],
      ['k', {key: 'k'}, 'body'],
      ['/ in the box', {key: '/'}, '#box'],
      ['/ on a button', {key: '/'}, '#b'],
      ['Alt+/', {key: '/', altKey: true}, 'body'],
      ['held /', {key: '/', repeat: true}, 'body'],
    ];
    for (const [name, init, target] of cases) {
      const event = new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true});
      document.querySelector(target)!.dispatchEvent(event);
      expect([name, event.defaultPrevented]).toEqual([name, verdict]);
    }
    // Any key press starts the boot; the held shortcuts are replayed after hydration.
    expect(boot()).toBe('started');
    const replayed: string[] = [];
    window.removeEventListener('keydown', judge, true);
    document.addEventListener('keydown', (e) =>
      replayed.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.metaKey ? 'Meta+' : ''}${e.key}`),
    );
    await hydrate();
    expect(replayed).toEqual(['/', 'Ctrl+k', 'Meta+K', '/']);
  });

  it('replays a click on content React renders anew on the control that takes its place', async () => {
    const tabs = '<ul role="tablist"><li role="tab">A</li><li role="tab">B</li></ul>';
    page(`<article><div class="markdown">${tabs}</div></article>`);
    install();
    click(document.querySelectorAll('[role="tab"]')[1]!);
    await hydrate();
    const chosen = jest.fn();
    // The article is rendered by React later: new nodes, same place.
    const article = document.querySelector('article')!;
    const fresh = document.createElement('div');
    fresh.className = 'markdown';
    fresh.innerHTML = tabs;
    fresh.querySelectorAll('[role="tab"]')[1]!.addEventListener('click', chosen);
    article.replaceChildren(fresh);
    await Promise.resolve();
    expect(chosen).toHaveBeenCalledTimes(1);
  });

  it('drops held clicks and lets go when a script fails to load', () => {
    page('<button type="button" id="menu">Menu</button>');
    install();
    click(document.getElementById('menu')!);
    document.querySelector('head script')!.dispatchEvent(new Event('error'));
    expect(boot()).toBe('failed');
    expect(click(document.getElementById('menu')!)).toBe(false);
  });

  it('does nothing on a page whose HTML runs its own scripts (npm start)', () => {
    page('<button type="button" id="menu">Menu</button>', []);
    install();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(click(document.getElementById('menu')!)).toBe(false);
    jest.runOnlyPendingTimers();
    expect(inserted()).toEqual([]);
    expect(boot()).toBeNull();
  });
});

describe('the site config module the browser bundle carries', () => {
  const strip = require('@site/src/plugins/deferred-boot/strip-template-loader.cjs') as (source: string) => string;
  const header = '/*\n * AUTOGENERATED\n */\n';

  it('keeps everything but the ssrTemplate', () => {
    const config = {title: 'Pipedream', ssrTemplate: '<html data-deferred-boot></html>', themeConfig: {a: 1}};
    const out = strip(`${header}export default ${JSON.stringify(config, null, 2)};\n`);
    expect(out.startsWith(header)).toBe(true);
    expect(JSON.parse(/export default (\{[\s\S]*\});/.exec(out)![1]!)).toEqual({
      title: 'Pipedream',
      themeConfig: {a: 1},
    });
  });

  it('fails, naming the plugin, on a module of another shape', () => {
    expect(() => strip('module.exports = {};')).toThrow(/deferred-boot/);
    expect(() => strip('export default {"title": "x"};')).toThrow(/deferred-boot/);
  });
});
