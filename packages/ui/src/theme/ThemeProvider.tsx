import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { themeStorageKey } from './bootScript';
import {
  defaultThemeId,
  type ThemeId,
  type ThemeOption,
  themeClassNames,
  themeIds,
  themes,
} from './themes';

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}

/** Put exactly one theme class (and data-theme) on an element, by default `<html>`. */
export function applyTheme(id: ThemeId, element: HTMLElement = document.documentElement): void {
  for (const t of themeIds) element.classList.remove(themeClassNames[t]);
  element.classList.add(themeClassNames[id]);
  element.setAttribute('data-theme', id);
}

function readStoredTheme(storageKey: string): ThemeId | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isThemeId(stored) ? stored : null;
  } catch {
    return null;
  }
}

function readDocumentTheme(): ThemeId | null {
  return (
    themeIds.find((id) => document.documentElement.classList.contains(themeClassNames[id])) ?? null
  );
}

interface ThemeContextValue {
  theme: ThemeId;
  setTheme: (id: ThemeId) => void;
  themes: readonly ThemeOption[];
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** Used when nothing is stored. */
  defaultTheme?: ThemeId;
  storageKey?: string;
}

/**
 * Holds the active theme, applies its class to `<html>` and persists it in localStorage (`watni-theme`).
 * Initial theme: the stored one, else the one already on `<html>` (boot script), else `defaultTheme`.
 */
export function ThemeProvider({
  children,
  defaultTheme = defaultThemeId,
  storageKey = themeStorageKey,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemeId>(() =>
    typeof window === 'undefined'
      ? defaultTheme
      : (readStoredTheme(storageKey) ?? readDocumentTheme() ?? defaultTheme),
  );

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback(
    (id: ThemeId) => {
      setThemeState(id);
      try {
        window.localStorage.setItem(storageKey, id);
      } catch {
        // Storage can be unavailable (private mode); the theme still applies for this visit.
      }
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, setTheme, themes }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** `{ theme, setTheme, themes }` of the surrounding ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
