// The pacer keeps a provider's per-second limit at the moment calls leave, also when the event
// loop stalls and every timer due meanwhile fires at once (a restarting service compiling its
// routes did that: 20 calls refused with Meta's 130429 in one run of the announce bench).
import { describe, expect, it } from 'vitest';
import { Pacer } from '../../src/domains/notifications/pacer.js';

/** The most calls found in any 1000 ms window of these departure times. */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= 1000) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a busy event loop: no timer can fire
  }
}

describe('Pacer', () => {
  it('never lets more than 95 % of the limit leave in any second, through a stall', async () => {
    const pacer = new Pacer({ perSecond: 20, maxConcurrent: null });
    const left: number[] = [];
    const calls = Array.from({ length: 45 }, () =>
      pacer.take().then((release) => {
        left.push(performance.now());
        release();
      }),
    );
    // After some calls have left, the loop stalls for 700 ms: about 13 timers come due at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stall(700);
    await Promise.all(calls);
    expect(left).toHaveLength(45);
    expect(busiestSecond(left)).toBeLessThanOrEqual(19);
  });

  it('holds the concurrency limit and hands a released slot to the next call', async () => {
    const pacer = new Pacer({ perSecond: null, maxConcurrent: 2 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const release = await pacer.take();
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        release();
      }),
    );
    expect(most).toBe(2);
  });
});
