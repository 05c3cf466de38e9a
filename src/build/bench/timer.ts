// The bench's own run time: how long each part took, and the whole.

export type Timer = {
  started: number;
  parts: Record<string, number>;
  time<T>(part: string, f: () => Promise<T>): Promise<T>;
};

export function startTimer(): Timer {
  const timer: Timer = {
    started: Date.now(),
    parts: {},
    async time(part, f) {
      const start = Date.now();
      try {
        return await f();
      } finally {
        timer.parts[part] = (timer.parts[part] ?? 0) + (Date.now() - start) / 1000;
      }
    },
  };
  return timer;
}

/** "1 min 5 s", "40 s". */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** "The bench ran 12 min 3 s: build 3 min 10 s, bytes 40 s, …". */
export function timeSpent(timer: Timer): string {
  const parts = Object.entries(timer.parts).map(([part, s]) => `${part} ${duration(s)}`);
  return `The bench ran ${duration((Date.now() - timer.started) / 1000)}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}
