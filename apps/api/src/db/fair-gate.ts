/**
 * Turns at the pool, shared fairly between schools. pg-pool serves waiting requests in arrival
 * order, so twenty report-card downloads of one school that arrive first hold every connection
 * and another school's single request waits behind all twenty. In front of the pool this gate
 * hands out as many turns as the pool has connections; a freed turn goes to the next school in
 * rotation that is waiting (each school's own requests keep their arrival order). A request
 * that waits longer than the bound is refused as pg-pool refuses it (the same message, so the
 * error handler answers 503 with Retry-After as before).
 */

/** The message of pg-pool's own wait timeout, which `isPoolWaitExceeded` recognises. */
const WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

interface Waiter {
  grant: (release: () => void) => void;
  refuse: (error: Error) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class FairGate {
  private free: number;
  /** Waiting requests per school, each queue in arrival order. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** Schools with someone waiting, in the order they are served next. */
  private readonly rotation: string[] = [];

  constructor(
    turns: number,
    private readonly waitMs: number,
  ) {
    this.free = turns;
  }

  /** Resolves with the release of a turn; rejects when none came free within the bound. */
  acquire(key: string): Promise<() => void> {
    if (this.free > 0 && this.rotation.length === 0) {
      this.free -= 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((grant, refuse) => {
      const waiter: Waiter = { grant, refuse, timer: undefined };
      waiter.timer = setTimeout(() => this.expire(key, waiter), this.waitMs);
      waiter.timer.unref?.();
      const queue = this.waiting.get(key);
      if (queue) queue.push(waiter);
      else {
        this.waiting.set(key, [waiter]);
        this.rotation.push(key);
      }
    });
  }

  /** How many requests wait, all schools together (for tests and figures). */
  get queued(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.handOn();
    };
  }

  /** A turn came free: the next school in rotation gets it, then goes to the back. */
  private handOn(): void {
    const key = this.rotation.shift();
    if (key === undefined) {
      this.free += 1;
      return;
    }
    const queue = this.waiting.get(key)!;
    const next = queue.shift()!;
    if (queue.length > 0) this.rotation.push(key);
    else this.waiting.delete(key);
    clearTimeout(next.timer);
    next.grant(this.releaser());
  }

  private expire(key: string, waiter: Waiter): void {
    const queue = this.waiting.get(key);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at === -1) return;
    queue.splice(at, 1);
    if (queue.length === 0) {
      this.waiting.delete(key);
      this.rotation.splice(this.rotation.indexOf(key), 1);
    }
    waiter.refuse(new Error(`${WAIT_EXCEEDED}: no turn at the pool within ${this.waitMs} ms`));
  }
}
