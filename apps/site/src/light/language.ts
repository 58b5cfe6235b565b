import { localeStorageKey } from '@watni/ui/locales';

/**
 * The language switcher is a link to the page's twin ('/pricing' <-> '/ur/pricing'). Following
 * it stores the choice first, as the app's switcher does: the English page's boot script would
 * otherwise send a reader who had chosen Urdu straight back to the Urdu page.
 */
export function wireLanguageSwitch(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(
      '[data-slot="language-switcher"] a[hreflang]',
    );
    const locale = link?.getAttribute('hreflang');
    if (!locale) return;
    try {
      localStorage.setItem(localeStorageKey, locale);
    } catch {
      // Storage unavailable (private mode): the link still opens the page in that language.
    }
  });
}
