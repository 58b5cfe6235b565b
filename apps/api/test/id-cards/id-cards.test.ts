// Student photos and ID cards over HTTP: the office uploads a photo (refused when its
// bytes are not a PNG or JPEG, when it is too big or too small), it is re-encoded and audited;
// staff and the student's own guardians read it, another parent and another school get 404; a
// section's ID cards download as a PDF in English and Urdu, each student with one kept code; the
// public verification confirms a card (name, school, class, active or left) and nothing more.
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_ADMIN,
  userId,
} from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';

let t: TestApp;
let call: ReturnType<typeof caller>;
let child: number;
let stranger: number;
let section: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

const upload = (bytes: Buffer, type = 'image/png') => ({
  content_type: type,
  data_base64: bytes.toString('base64'),
});

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const parentId = await userId(t, PARENT);
  const children = await rows<{ id: number }>(
    sql`select sg.student_id as id from student_guardians sg
          join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
         where g.user_id = ${parentId} order by sg.student_id limit 1`,
  );
  child = Number(children[0]!.id);
  const others = await rows<{ id: number }>(
    sql`select s.id from students s where s.tenant_id = ${IQBAL} and s.status = 'active'
          and not exists (select 1 from student_guardians sg
                            join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
                           where sg.student_id = s.id and g.user_id = ${parentId})
         order by s.id limit 1`,
  );
  stranger = Number(others[0]!.id);
  const placed = await rows<{ section_id: number }>(
    sql`select e.section_id from student_enrolments e
          join academic_years y on y.tenant_id = e.tenant_id and y.id = e.academic_year_id
         where e.tenant_id = ${IQBAL} and y.is_current and e.student_id = ${child}`,
  );
  section = Number(placed[0]!.section_id);
});
afterAll(() => t.close());

const photoUrl = (id: number) => `/students/${id}/photo`;

describe('student photo', () => {
  it('refuses a file whose bytes are not a PNG or JPEG, whatever it says it is', async () => {
    const fake = Buffer.from('GIF89a not really an image at all, just text');
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(fake)),
      422,
      'The photo must be a PNG or JPEG image.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(png(80, 100), 'image/jpeg')),
      422,
      'The file is not the image type it says it is; choose a PNG or JPEG file.',
    );
  });

  it('refuses a photo over 2 MiB and one too small', async () => {
    const big = Buffer.concat([png(80, 100), Buffer.alloc(2 * 1024 * 1024)]);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(big)),
      422,
      'The photo is too large: at most 2 MiB.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(png(20, 20))),
      422,
      'The photo is too small: at least 64 pixels a side.',
    );
    const state = await call(IQBAL_ADMIN, 'GET', photoUrl(child));
    expectStatus(state, 200);
    expect(state.json().photo).toBeNull();
  });

  it('lets only the office upload', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'PUT', photoUrl(child), upload(png(80, 100))), 403);
    expectStatus(await call(PARENT, 'PUT', photoUrl(child), upload(png(80, 100))), 403);
    expectStatus(await call(QUAID_ADMIN, 'PUT', photoUrl(child), upload(png(80, 100))), 404);
  });

  it('stores the photo re-encoded and audits it', async () => {
    const res = await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(png(80, 100)));
    expectStatus(res, 200);
    const photo = res.json().photo;
    expect(photo).toMatchObject({ content_type: 'image/png', width: 80, height: 100 });
    const stored = Buffer.from(photo.data_base64, 'base64');
    expect(stored.subarray(1, 4).toString()).toBe('PNG');
    expect(stored.includes(Buffer.from('tEXt'))).toBe(false);
    expect(await auditActions(t, IQBAL)).toContain('student.photo_uploaded');
  });

  it('shows the photo to staff and the student’s own guardian only', async () => {
    expect((await call(IQBAL_ADMIN, 'GET', photoUrl(child))).json().photo).not.toBeNull();
    expect((await call(IQBAL_TEACHER, 'GET', photoUrl(child))).json().photo).not.toBeNull();
    expect((await call(PARENT, 'GET', photoUrl(child))).json().photo).not.toBeNull();
    expectStatus(await call(PARENT, 'GET', photoUrl(stranger)), 404);
    expectStatus(await call(QUAID_ADMIN, 'GET', photoUrl(child)), 404);
    expectStatus(await call(null, 'GET', photoUrl(child)), 401);
  });
});

describe('ID cards', () => {
  const cards = (id: number, lang = 'en') => `/school/sections/${id}/id-cards?lang=${lang}`;
  let code: string;

  it('downloads a section’s cards in English and Urdu with one kept code per student', async () => {
    for (const lang of ['en', 'ur']) {
      const res = await call(IQBAL_ADMIN, 'GET', cards(section, lang));
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const codes = await rows<{ code: string }>(
      sql`select code from student_id_cards where tenant_id = ${IQBAL} and student_id = ${child}`,
    );
    expect(codes).toHaveLength(1);
    code = codes[0]!.code;
    expect(await auditActions(t, IQBAL)).toContain('school.id_cards_printed');
  });

  it('lets only the office print, and not another school’s section', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'GET', cards(section)), 403);
    expectStatus(await call(PARENT, 'GET', cards(section)), 403);
    expectStatus(await call(QUAID_ADMIN, 'GET', cards(section)), 404, 'Section not found.');
  });

  it('confirms a card publicly with the name, school, class and status only', async () => {
    const res = await call(null, 'GET', `/certificates/verify/${code.toLowerCase()}`);
    expectStatus(res, 200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'student_id_card', status: 'active', number: code });
    expect(Object.keys(body).sort()).toEqual(
      [
        'class_name',
        'issued_at',
        'kind',
        'number',
        'recipient_name',
        'school_name',
        'status',
      ].sort(),
    );
    await t.query((tx) => tx.execute(sql`update students set status = 'left' where id = ${child}`));
    const left = await call(null, 'GET', `/certificates/verify/${code}`);
    expect(left.json().status).toBe('left');
    await t.query((tx) =>
      tx.execute(sql`update students set status = 'active' where id = ${child}`),
    );
  });
});

describe('removing a photo', () => {
  it('lets only the office remove it, audited; the profile and the card go back to the placeholder', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'PUT', photoUrl(child), upload(png(80, 100))), 200);
    expectStatus(await call(IQBAL_TEACHER, 'DELETE', photoUrl(child)), 403);
    expectStatus(await call(PARENT, 'DELETE', photoUrl(child)), 403);
    expectStatus(await call(QUAID_ADMIN, 'DELETE', photoUrl(child)), 404);
    expectStatus(await call(null, 'DELETE', photoUrl(child)), 401);
    expect((await call(IQBAL_ADMIN, 'GET', photoUrl(child))).json().photo).not.toBeNull();

    expectStatus(await call(IQBAL_ADMIN, 'DELETE', photoUrl(child)), 204);
    expect((await call(IQBAL_ADMIN, 'GET', photoUrl(child))).json().photo).toBeNull();
    expect((await call(PARENT, 'GET', photoUrl(child))).json().photo).toBeNull();
    expect(await auditActions(t, IQBAL)).toContain('student.photo_removed');
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from student_photos where student_id = ${child}`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    // The cards still print, with the placeholder where the photo was.
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/school/sections/${section}/id-cards`), 200);

    // Again: nothing to remove, nothing changes.
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', photoUrl(child)), 204);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', photoUrl(999999)), 404);
  });
});
