export type Throttled<A extends unknown[]> = ((...args: A) => void) & {cancel: () => void};

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later calls inside the
 * window are folded into one trailing call with the latest arguments, so the last position a
 * reader scrolls to is always acted on. `cancel()` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null;
          if (pending) {
            const next = pending;
            pending = null;
            run(next);
          }
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
