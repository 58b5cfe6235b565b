import { EventEmitter } from 'node:events';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { emailOutbox } from '../db/schema/identity.js';
import { afterCommit, PLATFORM, withScope } from '../db/scope.js';
import type { EmailMessage, Mailer } from './mailer.js';

/** Signals "a message was queued and committed" to the dispatchers of this process. */
const queued = new EventEmitter();

/**
 * Writes an email to the outbox inside the caller's transaction. It is delivered after the
 * transaction commits (and never if it rolls back). Any scope may enqueue; for other domains:
 * issue 4 emails tenant approval, the contact form emails the team.
 */
export async function enqueueEmail(tx: Tx, message: EmailMessage): Promise<void> {
  await tx.insert(emailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
  });
  afterCommit(tx, () => queued.emit('queued'));
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Delivers queued outbox rows through the mailer (SMTP → sent, no SMTP → logged, error → failed).
 * Rows are claimed with FOR UPDATE SKIP LOCKED so several processes never send one twice.
 */
export class OutboxDispatcher {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly listener = () => {
    void this.kick();
  };

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  start(): void {
    queued.on('queued', this.listener);
    void this.kick(); // anything left queued by an earlier run
  }

  async stop(): Promise<void> {
    queued.off('queued', this.listener);
    await this.running;
  }

  /** Starts a delivery pass, or schedules another one when a pass is running. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.deliverBatch()) {}
        } while (this.again);
      } catch (error) {
        this.logger.error({ err: error }, 'Email outbox delivery failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Delivers up to 10 queued messages; returns whether there may be more. */
  private async deliverBatch(): Promise<boolean> {
    return withScope(this.db, PLATFORM, async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'queued'))
        .orderBy(asc(emailOutbox.id))
        .limit(10)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        let status: 'sent' | 'logged' | 'failed';
        let lastError: string | null = null;
        try {
          status = await this.mailer.send({
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
          });
        } catch (error) {
          status = 'failed';
          lastError = error instanceof Error ? error.message : String(error);
          this.logger.error({ err: error, emailId: row.id }, 'Email delivery failed');
        }
        await tx
          .update(emailOutbox)
          .set({
            status,
            last_error: lastError,
            attempts: sql`${emailOutbox.attempts} + 1`,
            processed_at: new Date(),
          })
          .where(and(eq(emailOutbox.id, row.id)));
      }
      return rows.length === 10;
    });
  }
}
