import { defineCatalogue } from './catalogue';
import { useMessages } from './I18nProvider';
import { type UiLabels, uiLabelsEn } from './labels.en';

export const uiLabels = defineCatalogue<UiLabels>('ui', {
  // A few words: bundled, so a widget outside any provider still reads English at once.
  en: uiLabelsEn,
  // The Urdu labels bring the Urdu typeface: every Urdu screen loads them, no English one does.
  ur: () => Promise.all([import('./labels.ur'), import('./urduFont')]).then(([labels]) => labels),
});

/** The ui widgets' default words in the current language. */
export function useUiLabels(): UiLabels {
  return useMessages(uiLabels);
}
