import {
  errorMessage,
  type Schemas,
  useNotificationChannels,
  useTestNotificationChannel,
  useUpdateNotificationChannels,
} from '@watni/api-client';
import { useState } from 'react';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import { MessagingSettingsView, type MessagingSettingsViewProps } from './MessagingSettings';

export function MessagingSettingsContainer() {
  const m = useNotificationsMessages().messaging;
  const channels = useNotificationChannels();
  const save = useUpdateNotificationChannels();
  const test = useTestNotificationChannel();
  const [testing, setTesting] = useState<Schemas['DeliveryChannel'] | null>(null);
  const [results, setResults] = useState<MessagingSettingsViewProps['testResults']>({});
  return (
    <MessagingSettingsView
      status={channels.isPending ? 'loading' : channels.isError ? 'error' : 'ready'}
      channels={channels.data}
      onReload={() => void channels.refetch()}
      saving={save.isPending}
      saveError={save.error ? errorMessage(save.error, m.saveFailed) : null}
      saved={save.isSuccess}
      onSave={(body) => save.mutate(body)}
      testing={testing}
      testResults={results}
      onTest={(channel, to) => {
        setTesting(channel);
        test.mutate(
          { channel, to },
          {
            onSuccess: (outcome) => setResults((r) => ({ ...r, [channel]: outcome })),
            onError: (error) =>
              setResults((r) => ({
                ...r,
                [channel]: { status: 'error', reason: errorMessage(error, m.saveFailed) },
              })),
            onSettled: () => setTesting(null),
          },
        );
      }}
    />
  );
}
