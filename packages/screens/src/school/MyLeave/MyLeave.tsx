import type { LeaveBalances } from '@watni/api-client';
import { EmptyState } from '@watni/ui';
import { useHrMessages } from '../../messages/HrMessages';
import { HrError, HrLoading, HrPage, LeaveTable } from '../_hr/HrPage';

export interface MyLeaveViewProps {
  leave: LeaveBalances | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** /school/my-leave: a staff member's own leave this year, read only. */
export function MyLeaveView({ leave, loading = false, error = null, onRetry }: MyLeaveViewProps) {
  const m = useHrMessages().mine;
  return (
    <HrPage title={m.title} description={m.description}>
      {loading ? (
        <HrLoading />
      ) : error || !leave ? (
        <HrError message={error} onRetry={onRetry} />
      ) : leave.items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <LeaveTable caption={`${m.caption} (${leave.year})`} leave={leave} />
      )}
    </HrPage>
  );
}
