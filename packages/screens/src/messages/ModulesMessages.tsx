import { defineCatalogue, useMessages } from '@watni/ui';
import type { ModulesMessages } from './modules.en';

// Honest modules and subscription plans: one catalogue, each language a chunk.
export const modulesCatalogue = defineCatalogue<ModulesMessages>('modules', {
  en: () => import('./modules.en'),
  ur: () => import('./modules.ur'),
});

export function useModulesMessages(): ModulesMessages {
  return useMessages(modulesCatalogue);
}

export type { ModulesMessages };
