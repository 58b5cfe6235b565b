// The datesheet PDF read as a reader reads it (test/documents/reading.ts): every label
// of its catalogue, the school's name, the exam, the subjects, the dates (dd-mm-yyyy), the times
// and the rooms read in order, Urdu right to left; with the reordering step off the Urdu page
// must fail the same check (the control).
import { afterEach, describe, expect, it } from 'vitest';
import { type DatesheetFacts, renderDatesheetPdf, WORDING } from '../../src/documents/datesheet.js';
import { type DocumentLanguage, textLayout } from '../../src/documents/pdf.js';
import { unreadable, wordsOf } from './reading.js';

const facts = (language: DocumentLanguage): DatesheetFacts => {
  const ur = language === 'ur';
  const subjects = ur
    ? ['انگریزی', 'ریاضی', 'سائنس']
    : ['English', 'Mathematics', 'General Science'];
  return {
    school_name: ur ? 'اقبال پبلک اسکول' : 'Iqbal Public School',
    exam_name: ur ? 'ششماہی امتحان' : 'Mid-term examination',
    term_name: ur ? 'پہلی ٹرم' : 'First term',
    class_name: ur ? 'جماعت پنجم' : 'Class 5',
    is_published: true,
    papers: subjects.map((subject_name, i) => ({
      subject_name,
      paper_date: `2026-12-${14 + i}`,
      starts_at: '09:00',
      ends_at: i === 1 ? '11:30' : '12:00',
      room: i === 2 ? null : `Hall ${i + 1}`,
    })),
  };
};

const labels = (language: DocumentLanguage): string[] => {
  const t = WORDING[language];
  const f = facts(language);
  return [
    ...[t.title, t.class, t.date, t.day, t.subject, t.time, t.room, t.note, t.signPrincipal],
    // 14 December 2026 is a Monday.
    t.weekdays[1],
    t.weekdays[2],
    f.school_name,
    `${f.exam_name} · ${f.term_name}`,
    f.class_name,
    ...f.papers.map((p) => p.subject_name),
    '14-12-2026',
    '15-12-2026',
    '09:00 - 11:30',
    'Hall 1',
  ];
};

afterEach(() => {
  textLayout.bidi = true;
});

describe('datesheet PDF reads in the catalogue’s order', () => {
  for (const language of ['en', 'ur'] as const) {
    it(`datesheet (${language})`, async () => {
      const pdf = await renderDatesheetPdf(facts(language), language);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(unreadable(wordsOf(pdf), labels(language))).toEqual([]);
    });
  }

  it('the control: laid out in logical order, the Urdu page cannot be read', async () => {
    textLayout.bidi = false;
    textLayout.cache = false;
    try {
      const pdf = await renderDatesheetPdf(facts('ur'), 'ur');
      expect(unreadable(wordsOf(pdf), labels('ur')).length).toBeGreaterThan(0);
    } finally {
      textLayout.cache = true;
    }
  });

  it('marks a draft', async () => {
    const pdf = await renderDatesheetPdf({ ...facts('en'), is_published: false }, 'en');
    expect(unreadable(wordsOf(pdf), [WORDING.en.draft])).toEqual([]);
  });
});
