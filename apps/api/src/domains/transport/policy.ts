// Who may do what with transport, asked of the one permission table: the school office manages
// routes, stops and assignments (transport.manage); a student sees their own route and a parent
// each child's (transport.viewOwn).
import type { AuthContext } from '../../http/context.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { requirePermission } from '../_shared/policy.js';

const POLICY_MESSAGES = defineMessages('transport.policy', {
  adminsOnly: {
    en: 'Only the school office (administrators) can manage transport.',
    ur: 'ٹرانسپورٹ کا انتظام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  ownOnly: {
    en: 'Only students and parents have a route of their own to see.',
    ur: 'اپنا روٹ دیکھنا صرف طلبہ اور والدین کے لیے ہے۔',
  },
});

export function requireTransportAdmin(auth: AuthContext): void {
  requirePermission(auth, 'transport.manage', POLICY_MESSAGES.adminsOnly);
}

export function requireOwnView(auth: AuthContext): void {
  requirePermission(auth, 'transport.viewOwn', POLICY_MESSAGES.ownOnly);
}
