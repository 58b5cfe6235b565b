// Student ID cards read as a reader reads them: the labels, the school's and the
// student's names, the class, the admission number, the mobile and the code in the reading
// order of the card's language (Urdu right to left); ten cards a page, the eleventh on page 2.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  ID_CARD_WORDING,
  type IdCardFacts,
  renderIdCardsPdf,
} from '../../src/documents/id-card.js';
import type { DocumentLanguage } from '../../src/documents/pdf.js';
import { unreadable, wordsOf } from './reading.js';

const LANGUAGES: DocumentLanguage[] = ['en', 'ur'];

function photo(): Buffer {
  const png = new PNG({ width: 64, height: 80 });
  for (let i = 0; i < png.data.length; i += 4) {
    const row = Math.floor(i / 4 / 64);
    png.data[i] = 40 + row;
    png.data[i + 1] = 90;
    png.data[i + 2] = 160;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

function card(language: DocumentLanguage, index: number): IdCardFacts {
  const ur = language === 'ur';
  return {
    student_name: ur ? 'عائشہ خان' : `Ayesha Khan ${index}`,
    class_name: ur ? 'جماعت پنجم الف' : 'Class 5 A',
    admission_no: `IPS-00${10 + index}`,
    guardian_mobile: index === 1 ? null : '03001234567',
    photo: index % 2 === 0 ? photo() : null,
    code: 'K7QD-9M2X-4RTA-8HNV',
    verify_url: 'https://watni.pk/verify/K7QD-9M2X-4RTA-8HNV',
  };
}

describe('student ID cards PDF', () => {
  for (const language of LANGUAGES) {
    it(`reads a card in order (${language})`, async () => {
      const cards = Array.from({ length: 11 }, (_, index) => card(language, index));
      const school = language === 'ur' ? 'اقبال پبلک اسکول' : 'Iqbal Public School';
      const pdf = await renderIdCardsPdf(
        cards,
        { school_name: school, section: 'Class 5 A' },
        language,
      );
      if (process.env.ID_CARD_PDF_OUT)
        writeFileSync(`${process.env.ID_CARD_PDF_OUT}/id-cards-${language}.pdf`, pdf);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
      const t = ID_CARD_WORDING[language];
      const first = cards[0]!;
      expect(
        unreadable(wordsOf(pdf), [
          school,
          t.title,
          t.class,
          t.admission,
          t.mobile,
          first.student_name,
          first.class_name,
          first.admission_no,
          '03001234567',
          first.code,
        ]),
      ).toEqual([]);
      // Ten to a page: the eleventh card is on page 2.
      expect(unreadable(wordsOf(pdf, 2), [cards[10]!.admission_no])).toEqual([]);
    });
  }
});
