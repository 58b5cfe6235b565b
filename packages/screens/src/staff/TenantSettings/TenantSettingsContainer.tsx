import {
  errorMessage,
  fieldErrors,
  type PaymentDetails,
  usePaymentDetails,
  useRegenerateJoinCode,
  useTenantSettings,
  useUpdatePaymentDetails,
  useUpdateTenantSettings,
} from '@watni/api-client';
import { useConfirm, useToast } from '@watni/ui';
import { useStaffMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { TenantSettingsView } from './TenantSettings';

/** /admin/settings: loads and saves the tenant's teacher permissions. */
export function TenantSettingsContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.settings;
  const query = useTenantSettings();
  const update = useUpdateTenantSettings();
  const toast = useToast();
  // Who may join and the join code
  const regenerate = useRegenerateJoinCode();
  const confirm = useConfirm();
  const { m: pm } = usePlatformMessages();
  const p = useTeachingMessages().paymentSettings;
  const payment = usePaymentDetails();
  const savePayment = useUpdatePaymentDetails();
  return (
    <TenantSettingsView
      settings={query.data ?? null}
      loading={query.isPending}
      loadError={query.isError ? m.loadFailed : null}
      saving={update.isPending}
      onRetry={() => void query.refetch()}
      payment={{
        details: payment.data ?? null,
        loading: payment.isPending,
        loadError: payment.isError ? p.loadFailed : null,
        saving: savePayment.isPending,
        fieldErrors: savePayment.isError
          ? (fieldErrors(savePayment.error) as Partial<Record<keyof PaymentDetails, string>>)
          : {},
        onRetry: () => void payment.refetch(),
        onSave: (update) =>
          savePayment.mutate(update, {
            onSuccess: () => toast.success(p.saved),
            onError: (error) => toast.error(errorMessage(error, p.saveFailed)),
          }),
      }}
      regenerating={regenerate.isPending}
      onRegenerateCode={async () => {
        if (!(await confirm({ message: pm.joining.regenerateConfirm, tone: 'danger' }))) return;
        regenerate.mutate(undefined, {
          onSuccess: () => toast.success(pm.joining.regenerated),
          onError: (error) => toast.error(errorMessage(error, pm.joining.regenerateFailed)),
        });
      }}
      onSave={({ join_code: _code, ...settings }) =>
        update.mutate(settings, {
          onSuccess: () => toast.success(m.saved),
          onError: (error) => toast.error(errorMessage(error, m.saveFailed)),
        })
      }
    />
  );
}
