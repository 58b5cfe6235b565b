// Online payment seed: the sandbox provider switched on for the demo school
// "Iqbal" (JazzCash and Easypaisa stay off until a school enters its own credentials), and one
// paid course enrolment of Iqbal that is still pending, paid online through the sandbox, so the
// admin's pending list shows "Paid online" from the first start. Idempotent. Platform scope.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

export async function seedOnlinePayments(tx: Tx): Promise<void> {
  const [iqbal] = await rows<{ id: number }>(
    tx,
    sql`select id from tenants where slug = 'iqbal-public-school'`,
  );
  if (!iqbal) return;
  await tx.execute(sql`
    insert into payment_provider_settings (tenant_id, provider, enabled)
    values (${iqbal.id}, 'sandbox', true)
    on conflict do nothing`);
  const [pending] = await rows<{ id: number; user_id: number; price: string }>(
    tx,
    sql`select e.id, e.user_id, c.price::text as price
        from enrollments e join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
        where e.tenant_id = ${iqbal.id} and e.payment_status = 'pending'
          and c.currency = 'PKR' and c.price > 0
          and not exists (select 1 from online_payments p
                          where p.tenant_id = e.tenant_id and p.enrollment_id = e.id)
        order by e.id limit 1`,
  );
  if (!pending) return;
  const amount = Math.ceil(Number(pending.price));
  await tx.execute(sql`
    insert into online_payments (tenant_id, enrollment_id, provider, txn_ref, provider_ref, amount,
      bill_reference, status, payer_id, raw_callback, callbacks, confirmed_at)
    values (${iqbal.id}, ${pending.id}, 'sandbox', ${`WDEMO${String(pending.id).padStart(8, '0')}`},
      'SBDEMO0001', ${amount}, ${`ENR-${pending.id}`}, 'confirmed', ${pending.user_id},
      '{"status":"paid"}'::jsonb, 1, now() - interval '2 hours')
    on conflict do nothing`);
}
