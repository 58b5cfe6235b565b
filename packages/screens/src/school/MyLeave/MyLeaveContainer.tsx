import { errorMessage, useMyLeave } from '@watni/api-client';
import { MyLeaveView } from './MyLeave';

/** /school/my-leave (any staff member). */
export function MyLeaveContainer() {
  const mine = useMyLeave();
  return (
    <MyLeaveView
      leave={mine.data ?? null}
      loading={mine.isPending}
      error={mine.isError ? errorMessage(mine.error, '') || null : null}
      onRetry={() => void mine.refetch()}
    />
  );
}
