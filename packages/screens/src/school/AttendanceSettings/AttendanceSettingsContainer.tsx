import {
  errorMessage,
  useAttendanceSettings,
  useUpdateAttendanceSettings,
} from '@watni/api-client';
import { AttendanceSettingsView } from './AttendanceSettings';

/** /school/attendance/settings (admins). */
export function AttendanceSettingsContainer() {
  const settings = useAttendanceSettings();
  const update = useUpdateAttendanceSettings();
  return (
    <AttendanceSettingsView
      settings={settings.data ?? null}
      loading={settings.isPending}
      error={settings.isError ? errorMessage(settings.error, '') || null : null}
      onRetry={() => void settings.refetch()}
      saving={update.isPending}
      saved={update.isSuccess}
      saveError={update.isError ? errorMessage(update.error, '') : null}
      onSave={(body) => update.mutate(body)}
    />
  );
}
