// A sign-in name is an e-mail address or, for a parent without one, a Pakistani mobile number
// typed as people write it (0300-1234567, +92 300 1234567, in Urdu digits too).
import { normaliseMobile } from '@watni/policy';

type SignInName = { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string };

/** The stored form the name is looked up by, or null when it is neither. */
export function parseSignInName(input: string): SignInName | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  const mobile = normaliseMobile(trimmed);
  return mobile ? { kind: 'mobile', mobile } : null;
}

/** One key per account for counting attempts: the same number typed two ways counts once. */
export function signInKey(input: string): string {
  const name = parseSignInName(input);
  if (!name) return input.trim().toLowerCase();
  return name.kind === 'email' ? name.email : name.mobile;
}
