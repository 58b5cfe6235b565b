// Platform administration and who may join: one catalogue, each language a
// chunk of its own, read with `usePlatformMessages()`.
import { defineCatalogue, useI18n, useMessages } from '@watni/ui';
import type { PlatformMessages } from './platform.en';

export const platformCatalogue = defineCatalogue<PlatformMessages>('platform', {
  en: () => import('./platform.en'),
  ur: () => import('./platform.ur'),
});

/** The platform messages of the current language, and `format` for their ICU placeholders. */
export function usePlatformMessages() {
  const m = useMessages(platformCatalogue);
  const { format, locale } = useI18n();
  return { m, format, locale };
}
