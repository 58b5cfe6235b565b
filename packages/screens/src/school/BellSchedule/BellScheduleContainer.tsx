import { errorMessage, useBellSchedule, useSaveBellScheduleDay } from '@watni/api-client';
import { BellScheduleView } from './BellSchedule';

/** /school/timetable/bells (admins). */
export function BellScheduleContainer() {
  const bells = useBellSchedule();
  const save = useSaveBellScheduleDay();
  return (
    <BellScheduleView
      days={bells.data?.days ?? null}
      loading={bells.isPending}
      error={bells.isError ? errorMessage(bells.error, '') || null : null}
      onRetry={() => void bells.refetch()}
      onSave={async (weekday, body) => {
        try {
          await save.mutateAsync({ weekday, body });
          return null;
        } catch (error) {
          return errorMessage(error, '') || String(error);
        }
      }}
    />
  );
}
