// The tool's public key set of one registration (RFC 7517): the platform checks the tool's
// client-credentials assertions (Security Framework 1.0 §4.1) and deep-linking responses with it.
import type { AppDeps } from '../../deps.js';
import type { Schemas } from '../../http/types.js';
import { registrationAt } from './login.js';

export async function getLtiToolJwks(deps: AppDeps, publicId: string): Promise<Schemas['LtiJwks']> {
  const platform = await registrationAt(deps, publicId);
  return { keys: [platform.tool_public_jwk as Schemas['LtiJwks']['keys'][number]] };
}
