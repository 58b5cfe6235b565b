import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { emailOutbox } from '../db/schema/identity.js';
import { PLATFORM, scopeOfTx, withScope } from '../db/scope.js';
import type { JobKind, JobQueue } from '../queue/queue.js';
import { queueOf } from '../queue/registry.js';
import type { Mailer } from './mailer.js';
import type { QueuedMail } from './templates.js';

/** The queue's job that delivers one outbox row (the outbox runs on the job queue). */
const EMAIL_JOB = 'email.send';

/**
 * Writes an email to the outbox inside the caller's transaction, with the queue's job that
 * delivers it: both exist only if the transaction commits. Any scope may enqueue; for other
 * domains: the platform e-mails tenant approval, the contact form emails the team.
 */
export async function enqueueEmail(tx: Tx, message: QueuedMail): Promise<void> {
  // A parent who signs in by mobile number may have no e-mail address: there is nothing to send.
  if (message.to === null) return;
  // The id comes from the sequence first: a tenant scope may insert into the outbox but not read
  // it back (row-level security), so the insert cannot use RETURNING.
  const result = await tx.execute(sql`select nextval('email_outbox_id_seq') as id`);
  const id = Number(rowsOf<{ id: number | string }>(result)[0]!.id);
  await tx.insert(emailOutbox).values({
    id,
    recipient: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
  });
  await queueOf(scopeOfTx(tx).database).send(tx, EMAIL_JOB, { id }, { key: `email:${id}` });
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * The job that delivers one outbox row through the mailer (SMTP → sent, no SMTP → logged).
 * A failure is retried with backoff; after the last attempt the row is `failed` (and the job
 * lands in the dead-letter queue). A row already sent is skipped, so a job run twice (its
 * process was killed after sending, before completing the job) does not send again unless it
 * died in the instant between the send and the update; the stable Message-ID marks that resend.
 */
export function emailJob(db: Db, mailer: Mailer, logger: Logger): JobKind<{ id: number }> {
  const retryLimit = 5;
  return {
    name: EMAIL_JOB,
    retryLimit,
    retryDelay: 5,
    expireInSeconds: 120,
    batchSize: 5,
    async handler({ id }, job) {
      const row = await withScope(db, PLATFORM, async (tx) => {
        const [found] = await tx
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
        return found;
      });
      if (!row) return;
      let status: 'sent' | 'logged' | 'failed';
      let lastError: string | null = null;
      try {
        status = await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: `<outbox-${row.id}@watni.pk>`,
        });
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, emailId: row.id }, 'Email delivery failed');
        if (job.retryCount < retryLimit) {
          await withScope(db, PLATFORM, (tx) =>
            tx
              .update(emailOutbox)
              .set({ attempts: sql`${emailOutbox.attempts} + 1`, last_error: lastError })
              .where(eq(emailOutbox.id, id)),
          );
          throw error;
        }
        status = 'failed';
      }
      await withScope(db, PLATFORM, (tx) =>
        tx
          .update(emailOutbox)
          .set({
            status,
            last_error: lastError,
            attempts: sql`${emailOutbox.attempts} + 1`,
            processed_at: new Date(),
          })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'))),
      );
      if (status === 'failed') throw new Error(lastError ?? 'Email delivery failed');
    },
  };
}

/**
 * Gives every row still `queued` a job (the outbox's rows from before the queue existed, or
 * written by an older version): none is lost in the move. A row that has its job already is
 * not sent twice (the job id is derived from the row id).
 */
export async function adoptQueuedEmails(db: Db, queue: JobQueue): Promise<number> {
  let adopted = 0;
  let after = 0;
  for (;;) {
    const rows = await withScope(db, PLATFORM, (tx) =>
      tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), gt(emailOutbox.id, after)))
        .orderBy(asc(emailOutbox.id))
        .limit(500),
    );
    if (!rows.length) return adopted;
    await queue.sendManyNow(
      EMAIL_JOB,
      rows.map((row) => ({ data: { id: row.id }, key: `email:${row.id}` })),
    );
    adopted += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
