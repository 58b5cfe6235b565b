// Public pages exist once per language: English at its path, Urdu under `/ur`
// ('/pricing' and '/ur/pricing'; '/' and '/ur'). App pages (/login, /dashboard…) have one path
// and follow the stored choice.
import { defaultLocale, isLocale, type Locale, locales } from '@watni/ui/locales';

const prefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** The language a path's prefix names ('/ur/about' -> 'ur'; '/about' -> 'en'). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its language prefix ('/ur/about' -> '/about', '/ur' -> '/'). */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(prefix(locale).length);
  return rest === '' ? '/' : rest;
}

/** The same page in a language ('/about', 'ur' -> '/ur/about'; '/', 'ur' -> '/ur'). */
export function localizedPath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname);
  if (locale === defaultLocale) return base;
  return base === '/' ? prefix(locale) : `${prefix(locale)}${base}`;
}

/** Every language's version of a page, for hreflang links and the sitemap. */
export function alternatePaths(pathname: string): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizedPath(pathname, locale) }));
}
