/**
 * Polls fn every 200 ms until it gives a value (the queue's workers deliver in the background);
 * throws naming `what` after `ms`.
 */
export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined | false>,
  ms = 40_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
