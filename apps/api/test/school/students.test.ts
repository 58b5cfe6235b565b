// Students, guardians, parents, admissions, promotion: every rule and bad input.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { guardians, studentEnrolments, students } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN, IQBAL_STUDENT, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
type Klass = { id: number; name: string; sections: { id: number; name: string }[] };
let classes: Klass[];
const sectionId = (className: string, name: string) =>
  classes.find((c) => c.name === className)!.sections.find((s) => s.name === name)!.id;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
});
afterAll(() => t.close());

const countStudents = () =>
  t.query(
    async (tx) =>
      (await tx.select({ n: count() }).from(students).where(eq(students.tenant_id, IQBAL)))[0]!.n,
  );

describe('the student list', () => {
  it('pages, searches by name prefix or admission number, and filters by class and section', async () => {
    const all = (await call(IQBAL_ADMIN, 'GET', '/students/?limit=500')).json();
    expect(all.total).toBe(62);
    const first = (await call(IQBAL_ADMIN, 'GET', '/students/?limit=10')).json();
    const page = (
      await call(IQBAL_ADMIN, 'GET', `/students/?limit=10&cursor=${first.next_cursor}`)
    ).json();
    expect(page.items).toHaveLength(10);
    expect(page.items[0].id).toBe(all.items[10].id);
    expect(page.total).toBeNull();
    const byLast = (await call(IQBAL_ADMIN, 'GET', '/students/?search=RAZ')).json();
    expect(byLast.items.map((s: { first_name: string }) => s.first_name).sort()).toEqual([
      'Ali',
      'Zainab',
    ]);
    const byFull = (await call(IQBAL_ADMIN, 'GET', '/students/?search=ali%20raza')).json();
    expect(byFull.total).toBe(1);
    const byAdmission = (await call(IQBAL_ADMIN, 'GET', '/students/?search=ips-2021-0101')).json();
    expect(byAdmission.items[0]).toMatchObject({
      first_name: 'Ali',
      admission_no: 'IPS-2021-0101',
    });
    expect(byAdmission.items[0].primary_guardian).toEqual({
      name: 'Nadia Raza',
      mobile: '+923001112233',
    });
    const inSection = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 5', 'A')}`)
    ).json();
    expect(inSection.total).toBe(7);
    expect(
      inSection.items.map((s: { placement: { roll_no: number } }) => s.placement.roll_no),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const inClass = (
      await call(
        IQBAL_ADMIN,
        'GET',
        `/students/?class_id=${classes.find((c) => c.name === 'Class 2')!.id}`,
      )
    ).json();
    expect(inClass.total).toBe(13);
    expect((await call(IQBAL_ADMIN, 'GET', '/students/?search=%25')).json().total).toBe(0);
  });

  it('shows a teacher only the students of their own sections, and students and parents none', async () => {
    const list = (await call(IQBAL_TEACHER, 'GET', '/students/?limit=500')).json();
    // Class 4 A and B, Class 5 A and B (Mathematics; class teacher of 5 A).
    expect(list.total).toBe(6 * 4 + 1);
    expect(
      new Set(list.items.map((s: { placement: { class_name: string } }) => s.placement.class_name)),
    ).toEqual(new Set(['Class 4', 'Class 5']));
    expect((await call(IQBAL_STUDENT, 'GET', '/students/')).statusCode).toBe(403);
    expect((await call(PARENT, 'GET', '/students/')).statusCode).toBe(403);
  });
});

describe('student records', () => {
  it('creates a student with guardians, normalising mobile and CNIC, placed with the next roll number', async () => {
    const response = await call(IQBAL_ADMIN, 'POST', '/students/', {
      admission_no: 'IPS-2026-0500',
      first_name: 'Hina',
      last_name: 'Akhtar',
      gender: 'female',
      date_of_birth: '2018-02-11',
      b_form: '35202-1234567-8',
      section_id: sectionId('Class 3', 'A'),
      guardians: [
        {
          name: 'Saleem Akhtar',
          relation: 'father',
          cnic: '3520211112223',
          mobile: '0300-1234567',
        },
        {
          name: 'Saima Akhtar',
          relation: 'mother',
          mobile: '+92 321 7654321',
          preferred_language: 'ur',
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ b_form: '3520212345678', status: 'active' });
    expect(body.placement).toMatchObject({
      class_name: 'Class 3',
      section_name: 'A',
      roll_no: 7,
      academic_year_name: '2026-27',
    });
    expect(
      body.guardians.map((g: { guardian: { mobile: string }; is_primary: boolean }) => [
        g.guardian.mobile,
        g.is_primary,
      ]),
    ).toEqual([
      ['+923001234567', true],
      ['+923217654321', false],
    ]);
    expect(body.guardians[0].guardian.cnic).toBe('35202-1111222-3');
    const [entry] = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'student.created'), eq(auditLog.entity_id, body.id))),
    );
    expect(entry).toBeDefined();
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await countStudents();
    const base = {
      admission_no: 'IPS-BAD-1',
      first_name: 'Bad',
      last_name: 'Input',
      gender: 'male',
    };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...base, b_form: '12345' }, 422, /13 digits/],
      [
        { ...base, guardians: [{ name: 'X', relation: 'father', mobile: '042-35761234' }] },
        422,
        /Pakistani mobile/,
      ],
      [
        { ...base, guardians: [{ name: 'X', relation: 'father', cnic: '35202-123-1' }] },
        422,
        /12345-1234567-1/,
      ],
      [{ ...base, guardians: [{ name: 'X', relation: 'uncle' }] }, 422, /relation/],
      [{ ...base, gender: 'boy' }, 422, /gender/],
      [{ ...base, admission_no: 'IPS 1' }, 422, /admission_no/],
      [{ ...base, admission_no: 'ips-2021-0101' }, 409, /admission number/],
      [{ ...base, section_id: 999999 }, 404, /Section not found/],
      [
        { ...base, section_id: sectionId('Class 5', 'A'), roll_no: 3 },
        409,
        /roll number is already taken/,
      ],
      [{ ...base, date_of_birth: '2018-02-30' }, 422, /date_of_birth|date/],
    ];
    for (const [payload, status, detail] of cases) {
      const response = await call(IQBAL_ADMIN, 'POST', '/students/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().detail, JSON.stringify(payload)).toMatch(detail);
    }
    expect((await call(IQBAL_TEACHER, 'POST', '/students/', base)).statusCode).toBe(403);
    expect(await countStudents()).toBe(before);
  });

  it('shows the profile with guardians and section history; updates, places and links', async () => {
    const ali = (await call(IQBAL_ADMIN, 'GET', '/students/?search=ips-2021-0101')).json().items[0];
    const profile = (await call(IQBAL_ADMIN, 'GET', `/students/${ali.id}`)).json();
    expect(
      profile.placements.map(
        (p: { academic_year_name: string; class_name: string }) =>
          `${p.academic_year_name} ${p.class_name}`,
      ),
    ).toEqual(['2026-27 Class 5', '2025-26 Class 4']);
    expect(profile.guardians[0].guardian).toMatchObject({ name: 'Nadia Raza', has_account: true });
    const moved = await call(IQBAL_ADMIN, 'PUT', `/students/${ali.id}/placement`, {
      section_id: sectionId('Class 5', 'B'),
      roll_no: 20,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().placement).toMatchObject({ section_name: 'B', roll_no: 20 });
    const back = await call(IQBAL_ADMIN, 'PUT', `/students/${ali.id}/placement`, {
      section_id: sectionId('Class 5', 'A'),
    });
    expect(back.json().placement).toMatchObject({ section_name: 'A', roll_no: 7 });
    const updated = await call(IQBAL_ADMIN, 'PUT', `/students/${ali.id}`, {
      address: 'House 1, Gulberg',
      b_form: null,
    });
    expect(updated.json()).toMatchObject({ address: 'House 1, Gulberg', b_form: null });
    const teacherAccount = (await call(IQBAL_ADMIN, 'GET', '/auth/me')).json().id;
    const badLink = await call(IQBAL_ADMIN, 'PUT', `/students/${ali.id}`, {
      user_id: teacherAccount,
    });
    expect(badLink.statusCode).toBe(422);
    // A sibling's guardian linked by id; then neither or both is refused.
    const hina = (await call(IQBAL_ADMIN, 'GET', '/students/?search=hina')).json().items[0];
    const linked = await call(IQBAL_ADMIN, 'POST', `/students/${hina.id}/guardians`, {
      guardian_id: profile.guardians[0].guardian.id,
      is_primary: true,
    });
    expect(linked.statusCode).toBe(200);
    expect(
      linked.json().guardians.filter((g: { is_primary: boolean }) => g.is_primary),
    ).toHaveLength(1);
    expect(
      linked.json().guardians.find((g: { is_primary: boolean }) => g.is_primary).guardian.name,
    ).toBe('Nadia Raza');
    expect((await call(IQBAL_ADMIN, 'POST', `/students/${hina.id}/guardians`, {})).statusCode).toBe(
      422,
    );
    const twice = await call(IQBAL_ADMIN, 'POST', `/students/${hina.id}/guardians`, {
      guardian_id: profile.guardians[0].guardian.id,
    });
    expect(twice.statusCode).toBe(409);
    const guardian = await call(
      IQBAL_ADMIN,
      'PUT',
      `/guardians/${profile.guardians[0].guardian.id}`,
      { mobile: '923009998877' },
    );
    expect(guardian.json().mobile).toBe('+923009998877');
    expect(
      (
        await call(IQBAL_ADMIN, 'PUT', `/guardians/${profile.guardians[0].guardian.id}`, {
          cnic: '123',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('lets a teacher read only the students of their sections', async () => {
    const list = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 1', 'A')}`)
    ).json();
    expect((await call(IQBAL_TEACHER, 'GET', `/students/${list.items[0].id}`)).statusCode).toBe(
      404,
    );
    const own = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 5', 'A')}`)
    ).json();
    expect((await call(IQBAL_TEACHER, 'GET', `/students/${own.items[0].id}`)).statusCode).toBe(200);
  });
});

describe('parents', () => {
  it('shows a parent only their own children, and other students as not found', async () => {
    const children = await call(PARENT, 'GET', '/parents/me/children');
    expect(children.statusCode).toBe(200);
    const items = children.json().items as { id: number; first_name: string; courses: unknown[] }[];
    // Her two seeded children, and Hina, whose guardian she became above.
    expect(items.map((c) => c.first_name).sort()).toEqual(['Ali', 'Hina', 'Zainab']);
    expect(items.find((c) => c.first_name === 'Ali')!.courses.length).toBeGreaterThan(0);
    expect((await call(PARENT, 'GET', `/students/${items[0]!.id}`)).statusCode).toBe(200);
    const other = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 1', 'A')}`)
    ).json().items[0];
    expect((await call(PARENT, 'GET', `/students/${other.id}`)).statusCode).toBe(404);
    expect((await call(IQBAL_ADMIN, 'GET', '/parents/me/children')).statusCode).toBe(403);
    for (const url of ['/school/classes/', '/admissions/', '/users/']) {
      expect((await call(PARENT, 'GET', url)).statusCode, url).toBe(403);
    }
  });

  it('invites a guardian by printed code, who signs up once and sees only their child', async () => {
    const student = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 1', 'B')}`)
    ).json().items[0];
    const profile = (await call(IQBAL_ADMIN, 'GET', `/students/${student.id}`)).json();
    const guardianId = profile.guardians[0].guardian.id;
    const invite = await call(IQBAL_ADMIN, 'POST', `/guardians/${guardianId}/invite`, {
      delivery: 'code',
    });
    expect(invite.statusCode).toBe(201);
    const code = invite.json().code as string;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const email = 'new.parent@example.pk';
    const wrong = await call(null, 'POST', '/parents/accept-invite', {
      code: 'AAAAA-BBBBB',
      email,
      password: 'Secret#123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/not valid/);
    const taken = await call(null, 'POST', '/parents/accept-invite', {
      code,
      email: 'admin@iqbal.edu.pk',
      password: 'Secret#123',
    });
    expect(taken.statusCode).toBe(409);
    const accepted = await call(null, 'POST', '/parents/accept-invite', {
      code: code.toLowerCase().replace('-', ' '),
      email,
      password: 'Secret#123',
    });
    expect(accepted.statusCode).toBe(201);
    const again = await call(null, 'POST', '/parents/accept-invite', {
      code,
      email: 'other@example.pk',
      password: 'Secret#123',
    });
    expect(again.statusCode).toBe(400);
    const login = await t.login(email, 'Secret#123');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: login.access_token });
    expect(me.json().user_role).toBe('parent');
    const mine = await t.request({
      method: 'GET',
      url: '/api/parents/me/children',
      token: login.access_token,
    });
    expect(mine.json().items.map((c: { id: number }) => c.id)).toContain(student.id);
    expect(
      (await call(IQBAL_ADMIN, 'POST', `/guardians/${guardianId}/invite`, { delivery: 'code' }))
        .statusCode,
    ).toBe(409);
  });

  it('e-mails an invitation through the outbox, and refuses a guardian without e-mail', async () => {
    const student = (
      await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 2', 'A')}`)
    ).json().items;
    const withMail = await t.query((tx) =>
      tx
        .select()
        .from(guardians)
        .where(and(eq(guardians.tenant_id, IQBAL), eq(guardians.relation, 'father'))),
    );
    const mailable = withMail.find((g) => g.email && g.user_id === null)!;
    const sent = await call(IQBAL_ADMIN, 'POST', `/guardians/${mailable.id}/invite`, {
      delivery: 'email',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ code: null, sent_to: mailable.email });
    const mail = await t.mailer.waitFor(mailable.email!);
    expect(mail.text).toMatch(/parent-invite\?code=/);
    const noMail = withMail.find((g) => !g.email && g.user_id === null)!;
    const refused = await call(IQBAL_ADMIN, 'POST', `/guardians/${noMail.id}/invite`, {
      delivery: 'email',
    });
    expect(refused.statusCode).toBe(422);
    expect(student.length).toBeGreaterThan(0);
  });
});

describe('admissions', () => {
  it('admits an applicant into a section, creating student and guardian in one go', async () => {
    const class1 = classes.find((c) => c.name === 'Class 1')!;
    const created = await call(IQBAL_ADMIN, 'POST', '/admissions/', {
      class_id: class1.id,
      first_name: 'Rayyan',
      last_name: 'Sethi',
      gender: 'male',
      guardian_name: 'Omer Sethi',
      guardian_relation: 'father',
      guardian_mobile: '03451234567',
      guardian_cnic: '35202-9999999-1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'pending',
      class_name: 'Class 1',
      guardian_mobile: '+923451234567',
    });
    const id = created.json().id;
    const wrongSection = await call(IQBAL_ADMIN, 'POST', `/admissions/${id}/admit`, {
      section_id: sectionId('Class 2', 'A'),
      admission_no: 'IPS-2026-0600',
    });
    expect(wrongSection.statusCode).toBe(422);
    const takenNo = await call(IQBAL_ADMIN, 'POST', `/admissions/${id}/admit`, {
      section_id: class1.sections[0]!.id,
      admission_no: 'IPS-2021-0101',
    });
    expect(takenNo.statusCode).toBe(409);
    const before = await countStudents();
    expect(before).toBeGreaterThan(0);
    const admitted = await call(IQBAL_ADMIN, 'POST', `/admissions/${id}/admit`, {
      section_id: class1.sections[0]!.id,
      admission_no: 'IPS-2026-0600',
    });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().status).toBe('admitted');
    const profile = (
      await call(IQBAL_ADMIN, 'GET', `/students/${admitted.json().student_id}`)
    ).json();
    expect(profile).toMatchObject({ first_name: 'Rayyan', admission_no: 'IPS-2026-0600' });
    expect(profile.placement).toMatchObject({ class_name: 'Class 1', section_name: 'A' });
    expect(profile.guardians[0]).toMatchObject({
      is_primary: true,
      guardian: { name: 'Omer Sethi', cnic: '35202-9999999-1' },
    });
    expect(await countStudents()).toBe(before + 1);
    expect(
      (await call(IQBAL_ADMIN, 'POST', `/admissions/${id}/decline`, { reason: 'late' })).statusCode,
    ).toBe(409);
  });

  it('declines with a reason only, and lists by status', async () => {
    const pending = (await call(IQBAL_ADMIN, 'GET', '/admissions/?status=pending')).json().items[0];
    expect(pending.first_name).toBe('Musa');
    expect(
      (await call(IQBAL_ADMIN, 'POST', `/admissions/${pending.id}/decline`, { reason: '   ' }))
        .statusCode,
    ).toBe(422);
    const declined = await call(IQBAL_ADMIN, 'POST', `/admissions/${pending.id}/decline`, {
      reason: 'Class 1 is full this year.',
    });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Class 1 is full this year.',
    });
    expect((await call(IQBAL_ADMIN, 'GET', '/admissions/?status=pending')).json().total).toBe(0);
    expect((await call(IQBAL_TEACHER, 'GET', '/admissions/')).statusCode).toBe(403);
  });
});

describe('promotion', () => {
  it('moves a section into the next year with exceptions, all or nothing, audited', async () => {
    const next = await call(IQBAL_ADMIN, 'POST', '/school/years/', {
      name: '2027-28',
      starts_on: '2027-04-01',
      ends_on: '2028-03-31',
    });
    const toYear = next.json().id;
    const from = sectionId('Class 3', 'B');
    const members = (await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${from}`)).json()
      .items as { id: number }[];
    expect(members).toHaveLength(6);
    const [repeat, left, outsider] = [
      members[0]!.id,
      members[1]!.id,
      (await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${sectionId('Class 1', 'A')}`)).json()
        .items[0].id,
    ];
    const bad = await call(IQBAL_ADMIN, 'POST', '/school/promotions', {
      from_section_id: from,
      to_year_id: toYear,
      to_section_id: sectionId('Class 4', 'B'),
      exceptions: [{ student_id: outsider, action: 'left' }],
    });
    expect(bad.statusCode).toBe(422);
    const wrongRepeat = await call(IQBAL_ADMIN, 'POST', '/school/promotions', {
      from_section_id: from,
      to_year_id: toYear,
      to_section_id: sectionId('Class 4', 'B'),
      exceptions: [{ student_id: repeat, action: 'repeat', section_id: sectionId('Class 4', 'A') }],
    });
    expect(wrongRepeat.statusCode).toBe(422);
    const promoted = await call(IQBAL_ADMIN, 'POST', '/school/promotions', {
      from_section_id: from,
      to_year_id: toYear,
      to_section_id: sectionId('Class 4', 'B'),
      exceptions: [
        { student_id: repeat, action: 'repeat' },
        { student_id: left, action: 'left' },
      ],
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ promoted: 4, repeated: 1, left: 1 });
    const nextYear = (
      await call(IQBAL_ADMIN, 'GET', `/students/?academic_year_id=${toYear}&limit=500`)
    ).json();
    expect(nextYear.items.filter((s: { placement: unknown }) => s.placement)).toHaveLength(5);
    const repeater = (await call(IQBAL_ADMIN, 'GET', `/students/${repeat}`)).json();
    expect(repeater.placements[0]).toMatchObject({
      academic_year_name: '2027-28',
      class_name: 'Class 3',
      section_name: 'B',
    });
    expect((await call(IQBAL_ADMIN, 'GET', `/students/${left}`)).json().status).toBe('left');
    const again = await call(IQBAL_ADMIN, 'POST', '/school/promotions', {
      from_section_id: from,
      to_year_id: toYear,
      to_section_id: sectionId('Class 4', 'B'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Nothing was moved/);
    const placedNext = await t.query(
      async (tx) =>
        (
          await tx
            .select({ n: count() })
            .from(studentEnrolments)
            .where(eq(studentEnrolments.academic_year_id, toYear))
        )[0]!.n,
    );
    expect(placedNext).toBe(5);
    const [entry] = await t.query((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'section.promoted')),
    );
    expect(entry!.changes).toMatchObject({ to_year_id: toYear, left: [left], repeated: [repeat] });
    const same = await call(IQBAL_ADMIN, 'POST', '/school/promotions', {
      from_section_id: from,
      from_year_id: toYear,
      to_year_id: toYear,
      to_section_id: from,
    });
    expect(same.statusCode).toBe(422);
  });
});
