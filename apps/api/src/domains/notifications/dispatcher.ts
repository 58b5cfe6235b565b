// The loop that sends notification deliveries at the providers' pace (docs/notifications.md,
// "Throughput"). pg-boss's worker runs one job per delivery and, after every batch, waits out the
// rest of its polling interval (about 40 deliveries a second); this loop instead:
//  1. claims in sets: ONE transaction fetches up to `batchSize` due jobs, locks and claims their
//     deliveries (`sending`, this worker), and completes the jobs — the claim and its jobs commit
//     together, so nothing is fetched and then lost;
//  2. paces each school/channel/provider (pacer.ts: Meta's 80 messages a second, Twilio's
//     concurrency) and, just BEFORE each group of provider calls, commits the durable mark
//     `sending_at` (one statement per group);
//  3. records the outcomes in sets (one statement per group of `sent`), failures one by one;
//  4. fetches again at once while it has room (a full batch means more are waiting).
// Crash safety: every process writes a heartbeat (delivery_workers). A claim of a worker whose
// heartbeat stopped is taken over by the next sweep of any live worker (a restarted service
// within seconds, not after the job's expiry). A taken-over claim without `sending_at` never
// left: it is sent. With it, the message may be at the provider, and each provider's rule
// applies — the same reference again where the provider dedupes (our SMS gateway protocol,
// SMTP's Message-ID), Twilio's Message list looked up first (adapters/sms-twilio.ts `find`),
// WhatsApp held for its status webhook (delivery.ts), a Pakistani gateway (which can neither
// dedupe nor be asked) marked failed "outcome unknown" for staff to retry, never sent twice.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JobQueue } from '../../queue/queue.js';
import { type Adapter, DeliveryError, type OutgoingMessage } from './adapters/types.js';
import { openChannelSecrets } from './credentials.js';
import {
  adapterFor,
  DELIVERY_RETRY_LIMIT,
  type DeliveryJobData,
  messageOf,
  twilioCallbackUrl,
  WHATSAPP_HOLD_SECONDS,
} from './delivery.js';
import type { ClaimCandidate } from './dispatch-repository.js';
import * as store from './dispatch-repository.js';
import { fallBackToSms } from './fallback.js';
import { DELIVERY_JOB } from './notify.js';
import { Pacers } from './pacer.js';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface DispatcherOptions {
  publicUrl?: string;
  whatsappHoldSeconds?: number;
  retryDelay?: number;
  /** Jobs claimed per transaction. */
  batchSize?: number;
  /** Claimed deliveries not yet settled, at most (they wait in the pacers). */
  maxInFlight?: number;
  /** Seconds between fetches while there is nothing to do (a send wakes it at once). */
  pollSeconds?: number;
  /** Seconds without a heartbeat after which a worker's claims are taken over. */
  staleSeconds?: number;
}

type ChannelRow = Awaited<ReturnType<typeof store.channelsOf>>[number];

interface Work {
  row: ClaimCandidate;
  channel: ChannelRow | undefined;
  message: OutgoingMessage;
  /** Where Twilio posts this school's status callbacks. */
  callbackUrl: string | null;
  /** Taken over with `sending_at`: the message may be at the provider already. */
  uncertain: boolean;
  since: Date | null;
}

/** Collects items and runs one statement for each group (at most `size`, or after `ms`). */
class Grouper<T, R> {
  private items: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly flushGroup: (items: T[]) => Promise<R[]>,
    private readonly size: number,
    private readonly ms: number,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.items.push({ item, resolve, reject });
      if (this.items.length >= this.size) void this.flush();
      else if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.ms);
    });
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const group = this.items;
    this.items = [];
    if (!group.length) return;
    try {
      const results = await this.flushGroup(group.map((g) => g.item));
      for (const [i, g] of group.entries()) g.resolve(results[i] as R);
    } catch (error) {
      for (const g of group) g.reject(error);
    }
  }
}

export class DeliveryDispatcher {
  readonly worker = randomUUID();
  private readonly pacers = new Pacers();
  private readonly batchSize: number;
  private readonly maxInFlight: number;
  private readonly pollMs: number;
  private readonly staleSeconds: number;
  private readonly holdSeconds: number;
  private inFlight = 0;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private roomMade: (() => void) | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private lastSweep = 0;
  private readonly marks: Grouper<{ tenantId: number; id: number; job: string }, boolean>;
  private readonly sents: Grouper<
    {
      tenantId: number;
      id: number;
      job: string;
      provider: string;
      providerMessageId: string | null;
    },
    null
  >;
  /** What this process sent, for the bench and the log: per provider, per second. */
  readonly sentPerProvider = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly log: Logger,
    private readonly options: DispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.maxInFlight = options.maxInFlight ?? 300;
    this.pollMs = (options.pollSeconds ?? 2) * 1000;
    this.staleSeconds = options.staleSeconds ?? 15;
    this.holdSeconds = options.whatsappHoldSeconds ?? WHATSAPP_HOLD_SECONDS;
    this.marks = new Grouper(
      async (rows) => {
        const marked = await withScope(this.database.db, PLATFORM, (tx) =>
          store.markSending(tx, this.worker, rows),
        );
        return rows.map((r) => marked.has(`${r.tenantId}:${r.id}`));
      },
      50,
      10,
    );
    this.sents = new Grouper(
      async (rows) => {
        await withScope(this.database.db, PLATFORM, (tx) => store.recordSent(tx, rows));
        return rows.map(() => null);
      },
      100,
      50,
    );
  }

  async start(): Promise<void> {
    await withScope(this.database.db, PLATFORM, (tx) => store.heartbeat(tx, this.worker));
    this.heartbeatTimer = setInterval(() => {
      withScope(this.database.db, PLATFORM, (tx) => store.heartbeat(tx, this.worker)).catch(
        (error: unknown) => this.log.warn({ err: error }, 'Delivery worker heartbeat failed'),
      );
    }, 2000);
    this.heartbeatTimer.unref();
    this.queue.onWake(DELIVERY_JOB, () => this.wake());
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Stops fetching; deliveries under way finish (up to timeoutMs); the heartbeat ends. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wake();
    this.roomMade?.();
    const deadline = Date.now() + timeoutMs;
    await this.loop;
    while (this.inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await this.marks.flush().catch(() => {});
    await this.sents.flush().catch(() => {});
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await withScope(this.database.db, PLATFORM, (tx) => store.leave(tx, this.worker)).catch(
      () => {},
    );
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        if (this.inFlight >= this.maxInFlight - this.batchSize / 2) {
          await new Promise<void>((resolve) => {
            this.roomMade = resolve;
          });
          this.roomMade = null;
          continue;
        }
        let taken = 0;
        if (Date.now() - this.lastSweep > 2000) {
          this.lastSweep = Date.now();
          taken += await this.takeOver();
        }
        const room = Math.min(this.batchSize, this.maxInFlight - this.inFlight);
        const fetched = await this.claimJobs(room);
        taken += fetched;
        // A full batch: more are waiting, fetch again at once (pg-boss's worker would sleep).
        if (fetched >= room || taken > 0) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      } catch (error) {
        this.log.error({ err: error }, 'Delivery dispatcher: a round failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** One transaction: fetch due jobs, claim their deliveries, complete the jobs. */
  private async claimJobs(count: number): Promise<number> {
    const { fetched, work } = await withScope(this.database.db, PLATFORM, async (tx) => {
      const jobs = await this.queue.fetchIn<DeliveryJobData>(tx, DELIVERY_JOB, count);
      if (!jobs.length) return { fetched: 0, work: [] as Work[] };
      const locked = await store.lockForJobs(
        tx,
        jobs.map((j) => ({
          tenantId: j.data.tenantId,
          deliveryId: j.data.deliveryId,
          job: j.id,
          heldFrom: j.data.heldFrom ?? null,
        })),
        this.staleSeconds,
      );
      const work = await this.prepare(tx, locked);
      // Every fetched job is done: its delivery is claimed (this worker answers for it now),
      // or it had nothing left to do (sent, failed, another worker's).
      await this.queue.completeIn(
        tx,
        DELIVERY_JOB,
        jobs.map((j) => j.id),
      );
      return { fetched: jobs.length, work };
    });
    this.launchAll(work);
    return fetched;
  }

  /** Claims of dead workers (a killed process), taken over by this one. */
  private async takeOver(): Promise<number> {
    const work = await withScope(this.database.db, PLATFORM, async (tx) => {
      const dead = await store.deadWorkers(tx, this.staleSeconds);
      if (!dead.length) return [] as Work[];
      const locked = await store.lockOrphans(tx, dead, this.maxInFlight - this.inFlight);
      if (locked.length) {
        this.log.warn(
          { deliveries: locked.length, workers: dead.length },
          'Deliveries of a stopped worker taken over',
        );
      }
      return this.prepare(tx, locked);
    });
    this.launchAll(work);
    return work.length;
  }

  /**
   * Decides each locked row inside the claim transaction: claim it for this worker, or (a
   * WhatsApp message that may be at Meta) hold it for its webhook, or (a Pakistani gateway's
   * message that may have gone) mark it unknown. Loads the schools' channels, windows and slugs
   * once for the whole set.
   */
  private async prepare(
    tx: Parameters<typeof store.claim>[0],
    locked: ClaimCandidate[],
  ): Promise<Work[]> {
    if (!locked.length) return [];
    const tenantIds = [...new Set(locked.map((r) => r.tenant_id))];
    const channels = await store.channelsOf(tx, tenantIds);
    const channelOf = (r: ClaimCandidate) =>
      channels.find((c) => c.tenant_id === r.tenant_id && c.channel === r.channel);
    const twilioTenants = tenantIds.filter((t) =>
      channels.some((c) => c.tenant_id === t && c.provider === 'twilio'),
    );
    const slugs = new Map(
      (await store.slugsOf(tx, twilioTenants)).map((t) => [t.id, t.slug] as const),
    );
    const windows = await store.openWindows(
      tx,
      locked
        .filter((r) => r.channel === 'whatsapp')
        .map((r) => ({ tenantId: r.tenant_id, waId: r.address.replace(/^\+/, '') })),
    );
    const claims: { tenantId: number; id: number; job: string; keepMark: boolean }[] = [];
    const held: { tenantId: number; id: number }[] = [];
    const work: Work[] = [];
    for (const row of locked) {
      const channel = channelOf(row);
      const provider = channel?.provider ?? 'log';
      // Marked and never answered: taken over after a crash (`sending`), or queued again after
      // a send that got no answer (a timeout) — either way the provider may have it.
      const uncertain = row.sending_at !== null;
      if (uncertain && !row.held_from && row.channel === 'whatsapp' && provider === 'cloud_api') {
        // It may be at WhatsApp already and WhatsApp cannot dedupe: wait for its webhook.
        await this.queue.send(
          tx,
          DELIVERY_JOB,
          {
            tenantId: row.tenant_id,
            deliveryId: row.id,
            heldFrom: row.job,
          } satisfies DeliveryJobData,
          {
            key: `${row.tenant_id}:${row.id}:held:${row.job}`,
            startAfter: new Date(Date.now() + this.holdSeconds * 1000),
          },
        );
        if (row.status === 'sending') held.push({ tenantId: row.tenant_id, id: row.id });
        this.log.warn(
          { deliveryId: row.id, holdSeconds: this.holdSeconds },
          'WhatsApp delivery found mid-send after a restart: held for its status webhook',
        );
        continue;
      }
      if (uncertain && provider === 'pk_http') {
        // Neither dedupe nor look-up: sending again could deliver it twice. Staff may retry.
        await store.recordFailure(
          tx,
          { tenantId: row.tenant_id, id: row.id, job: row.job },
          'failed',
          'Outcome unknown: the service stopped while the SMS gateway had it; not sent again (Retry sends it).',
        );
        continue;
      }
      if (row.held_from) {
        this.log.warn(
          { deliveryId: row.id },
          'No WhatsApp status came for a held delivery: it is sent (again, if it had gone)',
        );
      }
      claims.push({ tenantId: row.tenant_id, id: row.id, job: row.job, keepMark: uncertain });
      const slug = slugs.get(row.tenant_id);
      work.push({
        row,
        channel,
        uncertain,
        since: row.sending_at,
        message: messageOf(row, windows.has(`${row.tenant_id}:${row.address.replace(/^\+/, '')}`)),
        callbackUrl:
          provider === 'twilio' && slug && this.options.publicUrl
            ? twilioCallbackUrl(this.options.publicUrl, slug)
            : null,
      });
    }
    await store.claim(tx, this.worker, claims);
    await store.letGo(tx, held);
    return work;
  }

  /**
   * Starts the claimed deliveries, once the claim has committed. The channels' credentials are
   * opened here, outside the claim's transaction (unsealing may read the key from the database:
   * on the embedded database's single connection, inside the transaction it would wait for it).
   */
  private launchAll(work: Work[]): void {
    const secrets = new Map<string, ReturnType<typeof openChannelSecrets>>();
    for (const item of work) {
      const key = `${item.row.tenant_id}:${item.row.channel}`;
      if (!secrets.has(key)) secrets.set(key, openChannelSecrets(this.database.db, item.channel));
      this.launch(item, secrets.get(key)!);
    }
  }

  private launch(item: Work, secrets: ReturnType<typeof openChannelSecrets>): void {
    this.inFlight++;
    void this.deliver(item, secrets)
      .catch((error: unknown) =>
        this.log.error({ err: error, deliveryId: item.row.id }, 'Delivery failed to record'),
      )
      .finally(() => {
        this.inFlight--;
        this.roomMade?.();
      });
  }

  private async deliver(item: Work, secrets: ReturnType<typeof openChannelSecrets>): Promise<void> {
    const { row, channel } = item;
    const key = { tenantId: row.tenant_id, id: row.id, job: row.job };
    const provider = channel?.provider ?? 'log';
    let adapter: Adapter | null = null;
    try {
      adapter = adapterFor(
        row.channel,
        channel,
        await secrets,
        this.mailer,
        this.log,
        item.callbackUrl,
      );
      if (item.uncertain && adapter.find && item.since) {
        // Twilio: did our call before the crash reach it? Then it is sent, not sent again.
        const found = await adapter.find(item.message, item.since);
        if (found) {
          this.log.warn(
            { deliveryId: row.id },
            'Found at the provider after a restart: not resent',
          );
          await this.sents.add({ ...key, ...found });
          return;
        }
      }
      const pacer = this.pacers.of(row.tenant_id, row.channel, provider, channel?.settings ?? {});
      const release = await pacer.take();
      let sent: Awaited<ReturnType<Adapter['send']>>;
      try {
        // The durable mark first: from here on a crash counts this message as possibly sent.
        if (!(await this.marks.add(key))) return; // settled or taken meanwhile
        sent = await adapter.send(item.message);
      } finally {
        release();
      }
      this.sentPerProvider.set(provider, (this.sentPerProvider.get(provider) ?? 0) + 1);
      await this.sents.add({ ...key, ...sent });
    } catch (error) {
      if (error instanceof DeliveryError || !(error instanceof Error) || !isDatabaseError(error)) {
        await this.fail(item, error);
      } else {
        throw error;
      }
    } finally {
      await adapter?.close?.();
    }
  }

  /**
   * A provider's refusal or a network failure: back to `queued` with a new job after the
   * backoff while attempts remain, else `failed` (and a dead letter when it kept failing for a
   * reason worth retrying). WhatsApp refused for good: the SMS instead, with SMS consent.
   */
  private async fail(item: Work, error: unknown): Promise<void> {
    const { row } = item;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const retryable = !(error instanceof DeliveryError) || error.retryable;
    const attempts = row.attempts + 1;
    const last = attempts > DELIVERY_RETRY_LIMIT;
    const status = retryable && !last ? 'queued' : 'failed';
    await withScope(this.database.db, tenantScope(row.tenant_id), async (tx) => {
      const moved = await store.recordFailure(
        tx,
        { tenantId: row.tenant_id, id: row.id, job: row.job },
        status,
        reason,
        error instanceof DeliveryError && error.maybeSent,
      );
      if (!moved) return;
      if (status === 'queued') {
        const delay = (this.options.retryDelay ?? 10) * 2 ** (attempts - 1);
        await this.queue.send(
          tx,
          DELIVERY_JOB,
          { tenantId: row.tenant_id, deliveryId: row.id } satisfies DeliveryJobData,
          {
            key: `${row.tenant_id}:${row.id}:retry:${attempts}`,
            startAfter: new Date(Date.now() + delay * 1000),
          },
        );
        return;
      }
      if (retryable) {
        await this.queue.deadLetterIn(
          tx,
          DELIVERY_JOB,
          { tenantId: row.tenant_id, deliveryId: row.id } satisfies DeliveryJobData,
          reason,
        );
      } else {
        this.log.warn({ deliveryId: row.id, reason }, 'Delivery refused by the provider');
      }
      if (row.channel === 'whatsapp') await fallBackToSms(tx, row.tenant_id, row.id);
    });
  }
}

/** A failure of our own database (not the provider's): the claim stays for the take-over. */
function isDatabaseError(error: Error): boolean {
  return (
    'code' in error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}
