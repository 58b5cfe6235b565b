import {
  errorMessage,
  type OnlineProviderId,
  useOnlinePaymentSettings,
  useUpdateOnlinePaymentProvider,
} from '@watni/api-client';
import { useState } from 'react';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import { OnlinePaymentReportContainer } from '../OnlinePaymentReport/OnlinePaymentReportContainer';
import { OnlinePaymentSettingsView } from './OnlinePaymentSettings';

/** /school/fees/online (admins). */
export function OnlinePaymentSettingsContainer() {
  const m = usePaymentsOnlineMessages().settings;
  const settings = useOnlinePaymentSettings();
  const update = useUpdateOnlinePaymentProvider();
  const [saving, setSaving] = useState<OnlineProviderId | null>(null);
  const [result, setResult] = useState<{ provider: OnlineProviderId; error: string | null } | null>(
    null,
  );
  return (
    <OnlinePaymentSettingsView
      report={<OnlinePaymentReportContainer />}
      providers={settings.data?.items ?? []}
      loading={settings.isPending}
      error={settings.isError ? errorMessage(settings.error, m.loadFailed) : null}
      onRetry={() => void settings.refetch()}
      saving={saving}
      result={result}
      onSave={(provider, body) => {
        setSaving(provider);
        update.mutate(
          { provider, body },
          {
            onSuccess: () => setResult({ provider, error: null }),
            onError: (error) => setResult({ provider, error: errorMessage(error, m.loadFailed) }),
            onSettled: () => setSaving(null),
          },
        );
      }}
    />
  );
}
