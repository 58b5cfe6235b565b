// All SQL of student photos and ID cards. Every query runs in the caller's scoped
// transaction (row-level security keeps it to one school); the lookup by code runs in the
// platform scope for the public verification page.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { callersTenantId } from '../../db/scope.js';

function bufferOf(value: unknown): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
}

export interface PhotoRow {
  content_type: 'image/png' | 'image/jpeg';
  image: Buffer;
  width: number;
  height: number;
  updated_at: Date;
}

export async function findPhoto(tx: Tx, studentId: number): Promise<PhotoRow | null> {
  const [row] = rowsOf<PhotoRow>(
    await tx.execute(
      sql`select content_type, image, width, height, updated_at from student_photos
          where tenant_id = ${callersTenantId(tx)} and student_id = ${studentId}`,
    ),
  );
  if (!row) return null;
  return { ...row, image: bufferOf(row.image), updated_at: new Date(row.updated_at) };
}

export async function savePhoto(
  tx: Tx,
  tenantId: number,
  studentId: number,
  photo: { content_type: string; image: Buffer; width: number; height: number },
  userId: number,
): Promise<void> {
  await tx.execute(
    sql`insert into student_photos (tenant_id, student_id, content_type, image, width, height, updated_by)
        values (${tenantId}, ${studentId}, ${photo.content_type}, ${photo.image}, ${photo.width},
                ${photo.height}, ${userId})
        on conflict (tenant_id, student_id) do update set content_type = excluded.content_type,
          image = excluded.image, width = excluded.width, height = excluded.height,
          updated_by = excluded.updated_by, updated_at = now()`,
  );
}

/** Deletes the student's photo; whether there was one. */
export async function deletePhoto(tx: Tx, tenantId: number, studentId: number): Promise<boolean> {
  const deleted = rowsOf<{ student_id: number }>(
    await tx.execute(
      sql`delete from student_photos where tenant_id = ${tenantId} and student_id = ${studentId}
          returning student_id`,
    ),
  );
  return deleted.length > 0;
}

interface CardRow {
  student_id: number;
  first_name: string;
  last_name: string;
  admission_no: string;
  roll_no: number | null;
  class_name: string;
  section_name: string;
  guardian_mobile: string | null;
  code: string | null;
  photo: Buffer | null;
}

/** The section's active students placed in the year, by roll number, with what a card shows. */
export async function cardsOfSection(
  tx: Tx,
  yearId: number,
  sectionId: number,
): Promise<CardRow[]> {
  const rows = rowsOf<CardRow>(
    await tx.execute(
      sql`select s.id as student_id, s.first_name, s.last_name, s.admission_no, e.roll_no,
                 c.name as class_name, sec.name as section_name,
                 (select g.mobile from student_guardians sg
                    join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
                   where sg.tenant_id = s.tenant_id and sg.student_id = s.id
                   order by sg.is_primary desc, g.id limit 1) as guardian_mobile,
                 card.code, photo.image as photo
            from student_enrolments e
            join students s on s.tenant_id = e.tenant_id and s.id = e.student_id
            join sections sec on sec.tenant_id = e.tenant_id and sec.id = e.section_id
            join classes c on c.tenant_id = sec.tenant_id and c.id = sec.class_id
            left join student_id_cards card on card.tenant_id = s.tenant_id and card.student_id = s.id
            left join student_photos photo on photo.tenant_id = s.tenant_id and photo.student_id = s.id
           where e.tenant_id = ${callersTenantId(tx)} and e.academic_year_id = ${yearId} and e.section_id = ${sectionId}
             and s.status = 'active'
           order by e.roll_no nulls last, s.first_name, s.last_name, s.id
           limit 200`,
    ),
  );
  return rows.map((row) => ({ ...row, photo: row.photo ? bufferOf(row.photo) : null }));
}

/** Gives the student a card code unless they have one; answers the code kept. */
export async function ensureCardCode(
  tx: Tx,
  tenantId: number,
  studentId: number,
  code: string,
): Promise<string> {
  await tx.execute(
    sql`insert into student_id_cards (tenant_id, student_id, code)
        values (${tenantId}, ${studentId}, ${code}) on conflict (tenant_id, student_id) do nothing`,
  );
  const [row] = rowsOf<{ code: string }>(
    await tx.execute(sql`select code from student_id_cards
          where tenant_id = ${tenantId} and student_id = ${studentId}`),
  );
  return row!.code;
}

interface VerifiedCard {
  code: string;
  first_name: string;
  last_name: string;
  status: string;
  school_name: string;
  class_name: string | null;
  created_at: Date;
}

/** Platform scope only (the public verification): a card by its code across schools. */
export async function findCardByCode(tx: Tx, code: string): Promise<VerifiedCard | undefined> {
  const [row] = rowsOf<VerifiedCard>(
    await tx.execute(
      sql`select card.code, s.first_name, s.last_name, s.status, t.name as school_name, card.created_at,
                 (select c.name || ' ' || sec.name
                    from student_enrolments e
                    join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id
                    join sections sec on sec.tenant_id = e.tenant_id and sec.id = e.section_id
                    join classes c on c.tenant_id = sec.tenant_id and c.id = sec.class_id
                   where e.tenant_id = s.tenant_id and e.student_id = s.id
                   order by y.starts_on desc limit 1) as class_name
            from student_id_cards card
            join students s on s.tenant_id = card.tenant_id and s.id = card.student_id
            join tenants t on t.id = card.tenant_id
           where card.code = ${code}`,
    ),
  );
  return row ? { ...row, created_at: new Date(row.created_at) } : undefined;
}
