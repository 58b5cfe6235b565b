/** A date as a Pakistani reader expects it, in Pakistan time (23 Nov 2026 / ۲۳ نومبر ۲۰۲۶). */
export function formatPakistanDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(date);
}
