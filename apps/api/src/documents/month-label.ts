// A fee or pay month ("2026-11") as the page's reader names it: "November 2026" in English,
// "نومبر 2026" in Urdu. The year keeps Latin figures, like every amount and date on these pages
// (as on Pakistani bank documents). A month is a calendar month, not an instant: read in UTC.
import type { DocumentLanguage } from './pdf.js';

const FORMATS: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ur: new Intl.DateTimeFormat('ur-PK', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }),
};

export function monthLabel(month: string, language: DocumentLanguage): string {
  return FORMATS[language].format(new Date(`${month}-01T00:00:00Z`));
}
