import { errorMessage, useTenantSettings, useUpdateTenantSettings } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { staffMessages } from '../../messages/staff';
import { TenantSettingsView } from './TenantSettings';

const m = staffMessages.settings;

/** /admin/settings: loads and saves the tenant's teacher permissions. */
export function TenantSettingsContainer() {
  const query = useTenantSettings();
  const update = useUpdateTenantSettings();
  const toast = useToast();
  return (
    <TenantSettingsView
      settings={query.data ?? null}
      loading={query.isPending}
      loadError={query.isError ? m.loadFailed : null}
      saving={update.isPending}
      onRetry={() => void query.refetch()}
      onSave={(settings) =>
        update.mutate(settings, {
          onSuccess: () => toast.success(m.saved),
          onError: (error) => toast.error(errorMessage(error, m.saveFailed)),
        })
      }
    />
  );
}
