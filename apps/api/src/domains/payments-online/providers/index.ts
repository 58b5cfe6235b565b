import { easypaisa } from './easypaisa.js';
import { jazzcash } from './jazzcash.js';
import { sandbox } from './sandbox.js';
import type { Provider, ProviderId } from './types.js';

export const providers: Record<ProviderId, Provider> = { sandbox, jazzcash, easypaisa };
export * from './types.js';
