import { useI18n } from '@watni/ui';
import { groupRupees } from '../../format/money';
import { formatPakistanMonth } from '../../format/pakistanTime';
import { usePayrollMessages } from '../../messages/PayrollMessages';

/** Rupees as the catalogue writes them: `PKR 68,355` (English), `68,355 روپے` (Urdu). */
export function usePayrollRupees(): (amount: number) => string {
  const m = usePayrollMessages().common;
  const { format } = useI18n();
  return (amount) => format(m.rupees, { amount: groupRupees(amount) });
}

/** `2026-10` → `October 2026` / `اکتوبر 2026`, through the one month format. */
export function useMonthLabel(): (month: string) => string {
  const { locale } = useI18n();
  return (month) => formatPakistanMonth(month, locale);
}
