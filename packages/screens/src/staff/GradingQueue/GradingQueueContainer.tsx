import { errorMessage, useGradingQueue, usePermissions } from '@watni/api-client';
import { useSearchParams } from 'react-router-dom';
import { useDashboardsMessages } from '../../messages/DashboardsMessages';
import { GradingQueueView } from './GradingQueue';

const PAGE_SIZE = 25;

/** /dashboard/grading (staff): the queue, its page in the address (`?page=2`). */
export function GradingQueueContainer() {
  const m = useDashboardsMessages().queue;
  const permissions = usePermissions();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const queue = useGradingQueue({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return (
    <GradingQueueView
      items={queue.data?.items ?? []}
      total={queue.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => {
        const params = new URLSearchParams(search);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        setSearch(params);
      }}
      loading={queue.isPending}
      error={queue.isError ? errorMessage(queue.error, m.loadFailed) : null}
      onRetry={() => void queue.refetch()}
      wholeTenant={permissions.can('tenant.administer')}
    />
  );
}
