/** @jest-environment jsdom */
import {throttle} from '@site/src/utils/throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and folds the burst into one trailing call with the last arguments', () => {
    const fn = jest.fn();
    const t = throttle(fn, 300);
    t(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    t(2);
    t(3);
    jest.advanceTimersByTime(299);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('calls at most once per window during a long burst, and the final call always wins', () => {
    const fn = jest.fn();
    const t = throttle(fn, 300);
    for (let i = 0; i < 100; i++) {
      t(i);
      jest.advanceTimersByTime(10); // a scroll event every 10 ms for 1 s
    }
    jest.advanceTimersByTime(300);
    // 1 s of events at most one call per 300 ms window, plus the leading call.
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(fn).toHaveBeenLastCalledWith(99);
  });

  it('runs immediately again once the window has passed', () => {
    const fn = jest.fn();
    const t = throttle(fn, 300);
    t('a');
    jest.advanceTimersByTime(400);
    t('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('cancel() drops the pending trailing call', () => {
    const fn = jest.fn();
    const t = throttle(fn, 300);
    t(1);
    t(2);
    t.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
