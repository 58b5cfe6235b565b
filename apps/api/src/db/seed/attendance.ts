// Attendance seed: for each demo school (a tenant with a current academic year) the
// module on, Sunday off, the national holidays of the year, and the registers of the last three
// weeks (school days up to yesterday; today is left for the teacher to mark) with a few
// absences, late arrivals and leave, their absence alerts, and the staff register of the same
// days. Deterministic (a hash of student and day, no randomness); skips a school that already
// has registers (idempotent). Platform scope, after the school seed.
import { sql } from 'drizzle-orm';
import { addDays, todayInPakistan } from '../../domains/attendance/calendar.js';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

/** Pakistan's public holidays in the demo year (Islamic dates as announced for 2026-27). */
export const DEMO_HOLIDAYS: readonly { day: string; name: string }[] = [
  { day: '2026-08-14', name: 'Independence Day' },
  { day: '2026-11-09', name: 'Iqbal Day' },
  { day: '2026-12-25', name: 'Birthday of Muhammad Ali Jinnah' },
  { day: '2027-02-05', name: 'Kashmir Solidarity Day' },
  { day: '2027-03-10', name: 'Eid ul Fitr' },
  { day: '2027-03-11', name: 'Eid ul Fitr' },
  { day: '2027-03-23', name: 'Pakistan Day' },
];

const WEEKS = 3;

export async function seedAttendance(tx: Tx, now: Date = new Date()): Promise<number> {
  const schools = await rows<{ tenant_id: number; year_id: number }>(
    tx,
    sql`select y.tenant_id, y.id as year_id from academic_years y
        where y.is_current and y.tenant_id <> 1
          and not exists (select 1 from attendance_registers r where r.tenant_id = y.tenant_id)`,
  );
  const today = todayInPakistan(now);
  const from = addDays(today, -7 * WEEKS);
  const to = addDays(today, -1);
  let registers = 0;
  for (const { tenant_id: tenantId, year_id: yearId } of schools) {
    await tx.execute(sql`
      insert into tenant_modules (tenant_id, module_id, is_enabled, enabled_at)
      select ${tenantId}, id, true, now() from modules where slug = 'attendance'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into attendance_settings (tenant_id, weekly_off_days) values (${tenantId}, '{0}')
      on conflict (tenant_id) do nothing`);
    for (const holiday of DEMO_HOLIDAYS) {
      await tx.execute(sql`
        insert into school_holidays (tenant_id, day, name)
        values (${tenantId}, ${holiday.day}::date, ${holiday.name})
        on conflict do nothing`);
    }
    const [admin] = await rows<{ id: number }>(
      tx,
      sql`select id from users where tenant_id = ${tenantId} and is_tenant_admin order by id limit 1`,
    );
    const created = await rows<{ n: number }>(
      tx,
      sql`with made as (
            insert into attendance_registers (tenant_id, section_id, day, academic_year_id, marked_by,
                                              created_at, updated_at)
            select s.tenant_id, s.id, d::date, ${yearId}, coalesce(s.class_teacher_id, ${admin?.id ?? null}::int),
                   d::date + time '08:20' - interval '5 hours', d::date + time '08:20' - interval '5 hours'
            from sections s
            cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
            where s.tenant_id = ${tenantId}
              and extract(dow from d) <> 0
              and not exists (select 1 from school_holidays h
                              where h.tenant_id = s.tenant_id and h.day = d::date)
              and exists (select 1 from student_enrolments e
                          where e.tenant_id = s.tenant_id and e.section_id = s.id
                            and e.academic_year_id = ${yearId})
            returning 1)
          select count(*)::int as n from made`,
    );
    registers += created[0]?.n ?? 0;
    await tx.execute(sql`
      insert into attendance_entries (tenant_id, section_id, day, student_id, status, note)
      select r.tenant_id, r.section_id, r.day, e.student_id,
             case when h.v < 5 then 'absent' when h.v < 8 then 'late' when h.v < 10 then 'leave'
                  else 'present' end,
             case when h.v < 5 and h.v % 2 = 0 then 'Unwell' when h.v between 8 and 9 then 'Family wedding'
                  else null end
      from attendance_registers r
      join student_enrolments e on e.tenant_id = r.tenant_id and e.section_id = r.section_id
        and e.academic_year_id = r.academic_year_id
      join students st on st.tenant_id = e.tenant_id and st.id = e.student_id and st.status = 'active'
      cross join lateral (select abs(hashtext(e.student_id::text || ':' || r.day::text)) % 100 as v) h
      where r.tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into attendance_alerts (tenant_id, student_id, day, section_id, note, created_at, updated_at)
      select tenant_id, student_id, day, section_id, note,
             day + time '08:25' - interval '5 hours', day + time '08:25' - interval '5 hours'
      from attendance_entries
      where tenant_id = ${tenantId} and status = 'absent'`);
    await tx.execute(sql`
      insert into staff_attendance (tenant_id, day, user_id, status, note, marked_by)
      select ${tenantId}, d.day, u.id,
             case when abs(hashtext(u.id::text || '/' || d.day::text)) % 100 < 4 then 'leave'
                  when abs(hashtext(u.id::text || '/' || d.day::text)) % 100 < 6 then 'absent'
                  else 'present' end,
             null, ${admin?.id ?? null}::int
      from (select distinct day from attendance_registers where tenant_id = ${tenantId}) d
      cross join users u
      where u.tenant_id = ${tenantId} and u.is_active
        and (u.user_role in ('teacher', 'admin') or u.is_tenant_admin)`);
  }
  return registers;
}
