import { defaultThemeId, themeClassNames } from './themes';

/** localStorage key holding the chosen theme id. */
export const themeStorageKey = 'watni-theme';

/**
 * Inline script for index.html `<head>` (before the stylesheet paints): restores the stored theme
 * class on `<html>` so the first paint already has the right colours. No dependencies, never throws.
 */
export function createThemeBootScript(storageKey: string = themeStorageKey): string {
  const map = JSON.stringify(themeClassNames);
  return `(function(){try{var m=${map},d=document.documentElement,t=localStorage.getItem(${JSON.stringify(storageKey)});if(!m.hasOwnProperty(t))t=${JSON.stringify(defaultThemeId)};for(var k in m)d.classList.remove(m[k]);d.classList.add(m[t]);d.setAttribute('data-theme',t)}catch(e){}})();`;
}

/** `<script>{themeBootScript}</script>` in the document head. */
export const themeBootScript: string = createThemeBootScript();
