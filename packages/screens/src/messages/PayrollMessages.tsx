import { defineCatalogue, useMessages } from '@watni/ui';
import { type PayrollMessages, payrollMessages } from './payroll';

// The payroll screens' catalogue: English bundled with the screens, Urdu a chunk of its own
// loaded when the language is Urdu.
const payrollCatalogue = defineCatalogue<PayrollMessages>('payroll', {
  en: payrollMessages,
  ur: () => import('./payroll.ur'),
});

export function usePayrollMessages(): PayrollMessages {
  return useMessages(payrollCatalogue);
}
