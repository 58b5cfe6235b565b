// The header matching alone: no database, no file.
import { describe, expect, it } from 'vitest';
import {
  clashingColumns,
  matchKey,
  missingFields,
  resolveMapping,
  suggestField,
} from './mapping.js';

describe('import header matching', () => {
  it('reads a header without case, spaces or punctuation', () => {
    expect(matchKey('  Adm. No. ')).toBe('admno');
    expect(matchKey('ADM_NO')).toBe('admno');
    expect(matchKey("Father's Name")).toBe('fathersname');
    for (const header of ['Adm No', 'adm. no', 'ADMISSION #', 'Admission Number', 'G.R. No'])
      expect(suggestField(header), header).toBe('admission_no');
    expect(suggestField('Father Name')).toBe('father_name');
    expect(suggestField('F/Name')).toBe('father_name');
    expect(suggestField('Student Name')).toBe('student_name');
    expect(suggestField('D.O.B')).toBe('date_of_birth');
    expect(suggestField('Father CNIC')).toBe('guardian_cnic');
    expect(suggestField('Mobile')).toBe('guardian_mobile');
    expect(suggestField('Class')).toBe('class');
    expect(suggestField('Section')).toBe('section');
    // The product's own column names still match (the template imports as before).
    expect(suggestField('guardian_relation')).toBe('guardian_relation');
    expect(suggestField('Sr. No')).toBeNull();
    expect(suggestField('')).toBeNull();
  });

  it('reads Urdu headers, in either keyboard spelling', () => {
    expect(suggestField('نام')).toBe('student_name');
    expect(suggestField('ولدیت')).toBe('father_name');
    expect(suggestField('داخلہ نمبر')).toBe('admission_no');
    expect(suggestField('تاریخ پیدائش')).toBe('date_of_birth');
    expect(suggestField('جماعت')).toBe('class');
    expect(suggestField('جنس')).toBe('gender');
    // Arabic yeh (U+064A) for the Urdu yeh, Arabic heh (U+0647) for heh goal, a tatweel and a
    // zero-width non-joiner: the same header.
    expect(suggestField('ولديت')).toBe('father_name');
    expect(suggestField('داخله نمبر')).toBe('admission_no');
    expect(suggestField('دا\u0640خلہ\u200c نمبر')).toBe('admission_no');
  });

  it('prefers the chosen, then the remembered, then the suggestion, never one field twice', () => {
    const header = ['Adm No', 'Name', 'Name', 'Father Name', 'Remarks'];
    const suggested = resolveMapping(header, new Map());
    expect(suggested.map((c) => [c.field, c.source])).toEqual([
      ['admission_no', 'suggested'],
      ['student_name', 'suggested'],
      [null, 'none'],
      ['father_name', 'suggested'],
      [null, 'none'],
    ]);
    // The school mapped "Remarks" to the address once, and ignores "Adm No" (null).
    const remembered = resolveMapping(
      header,
      new Map([
        ['remarks', 'address' as const],
        ['admno', null],
      ]),
    );
    expect(remembered.map((c) => [c.field, c.source])).toEqual([
      [null, 'remembered'],
      ['student_name', 'suggested'],
      [null, 'none'],
      ['father_name', 'suggested'],
      ['address', 'remembered'],
    ]);
    const chosen = resolveMapping(header, new Map([['remarks', 'address' as const]]), [
      'admission_no',
      null,
      'student_name',
      'guardian_name',
      null,
    ]);
    expect(chosen.map((c) => c.field)).toEqual([
      'admission_no',
      null,
      'student_name',
      'guardian_name',
      null,
    ]);
    expect(chosen.every((c) => c.source === 'chosen')).toBe(true);
  });

  it('leaves "Name" out when the sheet has first and last names', () => {
    const mapping = resolveMapping(['Name', 'First Name', 'Last Name'], new Map());
    expect(mapping.map((c) => c.field)).toEqual([null, 'first_name', 'last_name']);
  });

  it('names the required fields no column holds, and two columns given one field', () => {
    const map = (fields: (string | null)[]) =>
      resolveMapping(
        fields.map((_, i) => `c${i}`),
        new Map(),
        fields as never,
      );
    expect(missingFields(map(['admission_no', 'student_name', 'gender', 'father_name']))).toEqual(
      [],
    );
    expect(missingFields(map(['admission_no', 'first_name', 'gender', 'mother_name']))).toEqual([
      'last_name',
    ]);
    expect(missingFields(map(['student_name', null]))).toEqual([
      'admission_no',
      'gender',
      'father_name',
    ]);
    expect(missingFields(map([]))).toEqual([
      'admission_no',
      'student_name',
      'gender',
      'father_name',
    ]);
    expect(clashingColumns(map(['gender', 'admission_no', 'gender']))).toEqual(['c0', 'c2']);
    expect(clashingColumns(map(['student_name', 'last_name']))).toEqual(['c0', 'c1']);
    expect(clashingColumns(map(['first_name', 'last_name', null]))).toBeNull();
  });
});
