// The languages of the product. English is the default and the spec's wording; Urdu is written
// right to left. Digits stay Latin in both (Pakistani usage: 'PKR 2,800' reads the same).

export const locales = ['en', 'ur'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

export const defaultLocale: Locale = 'en';

/** localStorage key holding the chosen language (beside the theme's `watni-theme`). */
export const localeStorageKey = 'watni-locale';

export interface LocaleInfo {
  dir: Direction;
  /** BCP 47 tag handed to Intl (plural rules, numbers, dates). */
  intl: string;
  /** The language's name in itself, as a switcher shows it. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: 'ltr', intl: 'en-PK', name: 'English' },
  ur: { dir: 'rtl', intl: 'ur-PK', name: 'اردو' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Sets `lang` and `dir` on an element, by default `<html>`. */
export function applyLocale(locale: Locale, element: HTMLElement = document.documentElement): void {
  element.lang = locale;
  element.dir = localeInfo[locale].dir;
}
