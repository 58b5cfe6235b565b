import type { Locale } from './locales';

/**
 * The messages of one area (ui labels, public pages, learner screens...) in every language.
 * Each language is either bundled with the area's code (the ui labels' few English words) or a
 * chunk of its own, loaded only when that language is used: an Urdu page never downloads the
 * English sentences, an English page never the Urdu ones. Translations implement the English
 * shape, so a missing key does not compile, and `compareCatalogues` checks the ICU arguments.
 */
export interface Catalogue<T> {
  readonly id: string;
  /** The messages of a locale if already loaded. */
  get(locale: Locale): T | undefined;
  /** Loads a locale's messages (once; later calls share the promise). */
  load(locale: Locale): Promise<T>;
  /**
   * The same promise for a locale on every call, marked fulfilled once loaded, for React's
   * `use()`: it reads a loaded one at once and suspends only while the chunk loads.
   */
  read(locale: Locale): Promise<T>;
}

/** A promise React's `use()` reads synchronously (the fields React itself sets once settled). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

function fulfilled<T>(value: T): Tracked<T> {
  const promise: Tracked<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/** A language's messages: the object itself, or a loader of its chunk. */
export type CatalogueSource<T> = T | (() => Promise<T | { default: T }>);
export type CatalogueSources<T> = Record<Locale, CatalogueSource<T>>;

const registry = new Set<Catalogue<unknown>>();

function isLoader<T>(source: CatalogueSource<T>): source is () => Promise<T | { default: T }> {
  return typeof source === 'function';
}

export function defineCatalogue<T extends object>(
  id: string,
  sources: CatalogueSources<T>,
): Catalogue<T> {
  const loaded = new Map<Locale, T>();
  const pending = new Map<Locale, Promise<T>>();
  const reads = new Map<Locale, Tracked<T>>();
  for (const [locale, source] of Object.entries(sources) as [Locale, CatalogueSource<T>][]) {
    if (!isLoader(source)) loaded.set(locale, source);
  }
  const catalogue: Catalogue<T> = {
    id,
    get: (locale) => loaded.get(locale),
    load(locale) {
      const ready = loaded.get(locale);
      if (ready) return Promise.resolve(ready);
      let promise = pending.get(locale);
      if (!promise) {
        const source = sources[locale];
        if (!isLoader(source)) return Promise.resolve(source);
        promise = source().then((module) => {
          const messages =
            typeof module === 'object' && module !== null && 'default' in module
              ? (module.default as T)
              : (module as T);
          loaded.set(locale, messages);
          return messages;
        });
        // A failed load (offline) may be retried later.
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
    read(locale) {
      const known = reads.get(locale);
      // A load React tracked is marked fulfilled by React itself; one loaded elsewhere (a
      // preload) is replaced by a fulfilled copy so no render suspends on messages already here.
      if (known && (known.status === 'fulfilled' || !loaded.has(locale))) return known;
      const ready = loaded.get(locale);
      const next: Tracked<T> = ready ? fulfilled(ready) : catalogue.load(locale);
      // A failed load (offline) is tried again by the next read.
      next.catch(() => {
        if (reads.get(locale) === next) reads.delete(locale);
      });
      reads.set(locale, next);
      return next;
    },
  };
  registry.add(catalogue as Catalogue<unknown>);
  return catalogue;
}

/**
 * Loads a locale for every catalogue defined so far (the code already imported), or with
 * `inUse`, only for those already loaded in that language (the ones on screen): a switch of
 * language then renders at once instead of suspending, without fetching every page's messages.
 */
export async function preloadCatalogues(
  locale: Locale,
  options: { inUse?: Locale } = {},
): Promise<void> {
  const { inUse } = options;
  const wanted = [...registry].filter((c) => inUse === undefined || c.get(inUse) !== undefined);
  await Promise.all(wanted.map((catalogue) => catalogue.load(locale)));
}

/** Every catalogue defined so far (for tests). */
export function definedCatalogues(): readonly Catalogue<unknown>[] {
  return [...registry];
}
