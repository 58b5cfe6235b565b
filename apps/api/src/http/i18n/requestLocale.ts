/** The languages the service answers its `detail` sentences in; English is the default. */
export type ApiLocale = 'en' | 'ur';

/**
 * The best language of an `Accept-Language` header ('ur-PK,ur;q=0.9,en;q=0.8' -> 'ur'): the
 * highest-weighted tag whose primary language the service speaks; English otherwise.
 */
export function requestLocale(header: string | undefined): ApiLocale {
  return statedLocale(header) ?? 'en';
}

/** The language an `Accept-Language` header asks for, or null when it names neither. */
export function statedLocale(header: string | undefined): ApiLocale | null {
  if (!header) return null;
  let best: { locale: ApiLocale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'ur') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}
