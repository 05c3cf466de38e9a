// First-input latency: how long a reader whose first gesture is a tap on the phone menu button
// waits for the menu, when the tap comes `delayMs` after the navigation began. One fresh load on a
// phone-sized touch viewport with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), a real
// touch (CDP Input.dispatchTouchEvent through Playwright's touchscreen) at the toggle's centre, and
// a probe in the page, injected before any of the page's scripts, that times the answer:
//
// - the tap's time is its pointerdown's `timeStamp`: when the input reached the page, not when a
//   busy main thread got round to dispatching it, so the wait behind a running boot counts;
// - the answer is the first frame painted with the mobile sidebar open (the navbar carries
//   `navbar-sidebar--show` and the sidebar is rendered): a MutationObserver, started by the tap,
//   sees the change, and a requestAnimationFrame callback followed by a message on a
//   MessageChannel runs just after that frame has been produced. The drawer's CSS slide that
//   follows is the same on every build and is not counted.
//
// Event Timing is not used: on a build that replays a tap made before its boot, the original
// event had no handler and its entry ends long before the menu opens.
//
// After each answered tap, the same throttled page runs a fixed piece of work (CALIBRATION: build,
// sort and serialise an array, add and lay out 2,000 elements) and times it: how fast this machine
// was, at that moment, at the kind of work a boot does. The first-input budget scales with it, so a
// busy machine is not failed for being busy while a boot that got slower still is.
//
// A run fails, rather than counting as slow, when the tap missed the toggle, when the page
// hydrated and then went idle ten times without opening the menu (the tap was dropped), or when
// nothing happened within the safety cap; a run never hangs.
import type {Browser} from 'playwright-core';
import {hydrated} from '../browser';

/** The phone of Lighthouse's mobile preset (Moto G Power), as the script-time trace uses. */
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true} as const;
export const TOGGLE = 'button.navbar__toggle';

export type FirstInputOutcome = 'shown' | 'dropped' | 'missed' | 'timeout';
/** One tap: when it reached the page (ms after navigation start), and when the menu showed. */
export type FirstInputRun = {
  outcome: FirstInputOutcome;
  tapAtMs: number | null;
  latencyMs: number | null;
  /** The calibration's time on the page after the tap was answered (null when it was not). */
  calibrationMs: number | null;
};

/** What the probe reports through the page binding. */
type ProbeReport = {outcome: 'shown' | 'dropped' | 'missed'; tapAt: number; paintedAt?: number};

const BINDING = '__benchFirstInput';
/**
 * Idle periods after hydration (and after the tap's click) without the menu that make a tap
 * dropped: a build that replays an early tap does so as hydration ends, well before ten idle
 * periods (about half a second on an idle page) have passed.
 */
const IDLE_PERIODS = 10;

/**
 * The probe, as source (a function's text would carry the TypeScript compiler's helpers into the
 * page). It observes only: passive capture listeners on window, registered before the page's own.
 */
const PROBE = `(() => {
  let tapAt = null, clicked = false, done = false, shown = false, idleWatch = false, observer = null;
  const report = (r) => { if (done) return; done = true; observer?.disconnect(); window[${JSON.stringify(BINDING)}](r); };
  const hydratedNow = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';
  const idle = (n, fn) => requestIdleCallback(() => (n > 1 ? idle(n - 1, fn) : fn()));
  const check = () => {
    if (done || tapAt === null) return;
    if (!shown && document.querySelector('nav.navbar-sidebar--show .navbar-sidebar')) {
      shown = true;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => report({outcome: 'shown', tapAt, paintedAt: performance.now()});
        channel.port2.postMessage(null);
      });
    }
    if (!shown && !idleWatch && clicked && hydratedNow()) {
      idleWatch = true;
      idle(${IDLE_PERIODS}, () => { if (!shown) report({outcome: 'dropped', tapAt}); });
    }
  };
  addEventListener('pointerdown', (event) => {
    if (tapAt !== null) return;
    tapAt = event.timeStamp;
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(${JSON.stringify(TOGGLE)})) {
      report({outcome: 'missed', tapAt});
      return;
    }
    observer = new MutationObserver(check);
    observer.observe(document.documentElement, {subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'data-has-hydrated']});
    check();
  }, {capture: true, passive: true});
  addEventListener('click', () => { if (tapAt === null || clicked) return; clicked = true; check(); }, {capture: true, passive: true});
})();`;

/** Fixed work timed in the page: script, a sort, JSON, DOM and a layout, as a boot does. */
const CALIBRATION = `(() => {
  const start = performance.now();
  const numbers = Array.from({length: 100000}, (_, i) => (i * 7919) % 10007);
  numbers.sort((a, b) => a - b);
  const copy = JSON.parse(JSON.stringify(numbers.map((n) => ({n, s: String(n)}))));
  const box = document.createElement('div');
  for (let i = 0; i < 2000; i++) box.append(Object.assign(document.createElement('p'), {textContent: copy[i].s}));
  document.body.append(box);
  const height = box.offsetHeight;
  box.remove();
  return height >= 0 ? performance.now() - start : NaN;
})()`;

/** Where the phone menu button is on a settled page: the centre of its box. */
export async function toggleCentre(browser: Browser, url: string): Promise<{x: number; y: number}> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'load'});
    await hydrated(page);
    const box = await page.locator(TOGGLE).boundingBox();
    if (!box)
      throw new Error(`first input: ${url} shows no phone menu button (${TOGGLE}) at ${PHONE.viewport.width} px`);
    return {x: box.x + box.width / 2, y: box.y + box.height / 2};
  } finally {
    await context.close();
  }
}

/**
 * One fresh load of `url`, a tap on the menu button at `at` `delayMs` after the navigation
 * began, and the time until the menu was painted open.
 */
export async function measureFirstInput(
  browser: Browser,
  url: string,
  at: {x: number; y: number},
  {delayMs, cpuSlowdown = 4, capMs = 30_000}: {delayMs: number; cpuSlowdown?: number; capMs?: number},
): Promise<FirstInputRun> {
  const context = await browser.newContext(PHONE);
  let cap: NodeJS.Timeout | undefined;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    let resolveReport: (r: ProbeReport) => void = () => {};
    const report = new Promise<ProbeReport>((resolve) => {
      resolveReport = resolve;
    });
    await page.exposeBinding(BINDING, (_source, r: ProbeReport) => resolveReport(r));
    await page.addInitScript({content: PROBE});
    const timeout = new Promise<'timeout'>((resolve) => {
      cap = setTimeout(() => resolve('timeout'), capMs);
    });
    // The navigation starts when we ask for it (the page's own time origin is a few ms later;
    // asking the page for it would wait for its main thread, which may be busy with the boot).
    // The probe reports when the tap really reached the page.
    const origin = Date.now();
    await page.goto(url, {waitUntil: 'commit'});
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, origin + delayMs - Date.now())));
    const tapped = page.touchscreen.tap(at.x, at.y);
    const result = await Promise.race([report, timeout]);
    await Promise.race([tapped, timeout]);
    if (result === 'timeout') return {outcome: 'timeout', tapAtMs: null, latencyMs: null, calibrationMs: null};
    const tapAtMs = Math.round(result.tapAt);
    if (result.outcome !== 'shown' || result.paintedAt === undefined)
      return {outcome: result.outcome, tapAtMs, latencyMs: null, calibrationMs: null};
    const calibrationMs = Math.round(await page.evaluate<number>(CALIBRATION));
    return {outcome: 'shown', tapAtMs, latencyMs: Math.round(result.paintedAt - result.tapAt), calibrationMs};
  } finally {
    clearTimeout(cap);
    await context.close();
  }
}
