import { formatPakistanDate as formatDate } from '../../format/pakistanTime';

/** A date as a Pakistani reader expects it, in Pakistan time, by the one date helper. */
export function formatPakistanDate(iso: string, locale: string): string {
  return formatDate(iso, locale === 'ur' ? 'ur' : 'en');
}
