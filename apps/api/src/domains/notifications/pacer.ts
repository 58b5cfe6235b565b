// Client-side pacing per school, channel and provider, so a burst (an announcement to 5,000
// guardians) goes out at the provider's published pace instead of meeting its refusals:
//  - `perSecond`: calls are spaced evenly, 1/perSecond apart, so no calendar second (how a
//    provider counts) holds more than perSecond of them. Meta's Cloud API: 80 messages a second
//    per business phone number by default (error 130429 past it; "Throughput", Meta for
//    Developers); a Pakistani gateway: what its contract says.
//  - `maxConcurrent`: calls under way at once. Twilio takes requests "at a rapid rate" and queues
//    them per sender itself, limited by the account's REST API concurrency (HTTP 429, error
//    20429; Twilio support, "Understanding Twilio Rate Limits and Message Queues").
// The channel's settings `rate_per_second` and `max_concurrent` replace the provider's default.

interface PaceLimits {
  perSecond: number | null;
  maxConcurrent: number | null;
}

/** Published defaults per provider (null: no limit of that kind). */
const PROVIDER_LIMITS: Record<string, PaceLimits> = {
  cloud_api: { perSecond: 80, maxConcurrent: 40 },
  twilio: { perSecond: null, maxConcurrent: 20 },
  pk_http: { perSecond: 10, maxConcurrent: 10 },
  http: { perSecond: 50, maxConcurrent: 20 },
  smtp: { perSecond: null, maxConcurrent: 5 },
  log: { perSecond: null, maxConcurrent: null },
};

/** Below the limit by this share: network jitter can move a call into the next second. */
const HEADROOM = 0.95;
/**
 * The window a provider counts in (one second), with 50 ms to spare: between the moment a call is
 * counted here and the moment it really leaves, a garbage collection or a busy loop can pass, and
 * the network can bring two calls closer again. A millisecond was not enough on a loaded machine
 * (the caller saw 20 calls within one second).
 */
const WINDOW_MS = 1050;

function positive(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

function limitsOf(provider: string, settings: Record<string, string>): PaceLimits {
  const base = PROVIDER_LIMITS[provider] ?? { perSecond: null, maxConcurrent: null };
  return {
    perSecond: positive(settings.rate_per_second) ?? base.perSecond,
    maxConcurrent: positive(settings.max_concurrent) ?? base.maxConcurrent,
  };
}

export class Pacer {
  private nextAt = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** When the calls of the last second left, oldest first. */
  private readonly sentAt: number[] = [];

  constructor(readonly limits: PaceLimits) {}

  /** Waits for a slot; the answer releases it (call it when the provider has answered). */
  async take(): Promise<() => void> {
    if (this.limits.maxConcurrent !== null && this.running >= this.limits.maxConcurrent) {
      // The slot is handed over by a release (running stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    if (this.limits.perSecond !== null) {
      const gap = 1000 / (this.limits.perSecond * HEADROOM);
      const now = performance.now();
      const at = Math.max(now, this.nextAt);
      this.nextAt = at + gap;
      if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
      await this.roomInTheLastSecond(Math.max(1, Math.ceil(this.limits.perSecond * HEADROOM)));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }

  /**
   * The spacing above is a schedule: when the event loop stalls (a start compiling, a long
   * statement), every timer due meanwhile fires at once, and that burst lands in the same
   * second as the calls due next. So the moment a call really leaves is checked too: no
   * 1000 ms window may hold more than `cap` of them, whatever the timers did.
   */
  private async roomInTheLastSecond(cap: number): Promise<void> {
    for (;;) {
      const now = performance.now();
      // A call counts for a little more than its second (WINDOW_MS): the caller sees it leave a
      // little after it is recorded here, and a window measured from there must hold it.
      while (this.sentAt.length > 0 && now - this.sentAt[0]! > WINDOW_MS) this.sentAt.shift();
      if (this.sentAt.length < cap) {
        this.sentAt.push(now);
        return;
      }
      const wait = WINDOW_MS - (now - this.sentAt[0]!) + 1;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** One pacer per school, channel and provider, made on first use. */
export class Pacers {
  private readonly pacers = new Map<string, Pacer>();

  of(tenantId: number, channel: string, provider: string, settings: Record<string, string>) {
    const limits = limitsOf(provider, settings);
    const key = `${tenantId}:${channel}:${provider}:${limits.perSecond}:${limits.maxConcurrent}`;
    let pacer = this.pacers.get(key);
    if (!pacer) {
      pacer = new Pacer(limits);
      this.pacers.set(key, pacer);
    }
    return pacer;
  }
}
