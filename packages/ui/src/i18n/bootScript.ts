import { localeStorageKey } from './locales';

/**
 * Inline script for the end of `<head>` (after the page's `hreflang` links, before the body
 * paints). No dependencies, never throws.
 * - An Urdu page (`<html lang="ur">`, a prerendered `/ur/...` page) remembers Urdu.
 * - With Urdu remembered, an English public page (one with an `hreflang="ur"` twin) is replaced
 *   by its twin before anything paints; any other page (the app shell) gets `lang="ur"
 *   dir="rtl"` at once, and the app renders in Urdu.
 */
export function createLocaleBootScript(storageKey: string = localeStorageKey): string {
  const key = JSON.stringify(storageKey);
  return `(function(){try{var d=document.documentElement,s=localStorage.getItem(${key});if(d.lang==='ur'){if(s!=='ur')localStorage.setItem(${key},'ur');return}if(s!=='ur')return;var t=document.querySelector('link[rel="alternate"][hreflang="ur"]');if(t){location.replace(new URL(t.href).pathname+location.search+location.hash);return}d.lang='ur';d.dir='rtl'}catch(e){}})();`;
}

/** `<script>{localeBootScript}</script>` at the end of the document head. */
export const localeBootScript: string = createLocaleBootScript();
