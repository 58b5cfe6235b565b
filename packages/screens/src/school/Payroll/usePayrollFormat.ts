import { useI18n } from '@watni/ui';
import { groupRupees } from '../../format/money';
import { usePayrollMessages } from '../../messages/PayrollMessages';

/** Rupees as the catalogue writes them: `PKR 68,355` (English), `68,355 روپے` (Urdu). */
export function usePayrollRupees(): (amount: number) => string {
  const m = usePayrollMessages().common;
  const { format } = useI18n();
  return (amount) => format(m.rupees, { amount: groupRupees(amount) });
}

const MONTHS = new Map<string, Intl.DateTimeFormat>();

/** `2026-10` → `October 2026` / `اکتوبر 2026` (Latin digits, as the rest of the product). */
export function useMonthLabel(): (month: string) => string {
  const { locale } = useI18n();
  const key = locale === 'ur' ? 'ur-PK-u-nu-latn' : 'en-GB';
  let formatter = MONTHS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(key, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    MONTHS.set(key, formatter);
  }
  const chosen = formatter;
  return (month) => chosen.format(new Date(`${month}-01T00:00:00Z`));
}
