import { DirectionProvider } from '@radix-ui/react-direction';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type Catalogue, preloadCatalogues } from './catalogue';
import { formatMessage, type MessageValues } from './format';
import {
  applyLocale,
  type Direction,
  defaultLocale,
  type Locale,
  localeInfo,
  localeStorageKey,
} from './locales';

export interface I18nContextValue {
  locale: Locale;
  dir: Direction;
  /** Loads the language's messages, then switches to it, persists it and sets `<html lang dir>`. */
  setLocale: (locale: Locale) => Promise<void>;
  /** Formats an ICU message of the current language. */
  format: (message: string, values?: MessageValues) => string;
}

const english: I18nContextValue = {
  locale: defaultLocale,
  dir: 'ltr',
  setLocale: async () => {},
  format: (message, values) => formatMessage(defaultLocale, message, values),
};

// Outside a provider (a unit test, a story without the toolbar) everything reads English.
const I18nContext = createContext<I18nContextValue>(english);

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be unavailable (private mode); the language still applies for this visit.
  }
}

export interface I18nProviderProps {
  /** The language of the first render: on the server, the page's; in the browser, `<html lang>`. */
  initialLocale?: Locale;
  /** Called after a switch (the site moves a public page to its twin in the other language). */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * Holds the language, like ThemeProvider holds the theme: switches only once the new language's
 * catalogues are loaded (no flash of raw keys or of the old language), persists the choice in
 * localStorage (`watni-locale`) and puts `lang` and `dir` on `<html>`. Radix widgets get the
 * direction too (keyboard arrows, placement).
 */
export function I18nProvider({ initialLocale, onLocaleChange, children }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale ?? defaultLocale);

  useEffect(() => {
    applyLocale(locale);
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      await preloadCatalogues(next, { inUse: locale });
      storeLocale(next);
      setLocaleState(next);
      // `<html lang>` at once (not after the render), so what onLocaleChange fetches again is
      // asked for in the new language (the API client sends it as Accept-Language).
      if (onLocaleChange) {
        applyLocale(next);
        onLocaleChange(next);
      }
    },
    [locale, onLocaleChange],
  );

  const value = useMemo<I18nContextValue>(
    () => ({
      locale,
      dir: localeInfo[locale].dir,
      setLocale,
      format: (message, values) => formatMessage(locale, message, values),
    }),
    [locale, setLocale],
  );
  return (
    <I18nContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>{children}</DirectionProvider>
    </I18nContext.Provider>
  );
}

/** `{ locale, dir, setLocale, format }` of the surrounding I18nProvider (English outside one). */
export function useI18n(): I18nContextValue {
  return useContext(I18nContext);
}

/**
 * An area's messages in the current language. When that language's chunk is not loaded yet (a
 * lazy screen opened after a switch), the component suspends until it is. `use()` is called on
 * every render, loaded or not: a component that suspended on mount is replayed by React, and a
 * replay that skipped the `use()` it suspended on ran its later hooks as updates of hooks never
 * mounted (React's #467, reported as #520).
 */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  const { locale } = useI18n();
  return use(catalogue.read(locale));
}
