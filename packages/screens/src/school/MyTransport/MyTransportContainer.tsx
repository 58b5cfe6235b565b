import { errorMessage, useMyTransport, usePermissions } from '@watni/api-client';
import { MyTransportView } from './MyTransport';

/** /school/transport/mine: a student's own route, a parent's each child's. */
export function MyTransportContainer() {
  const permissions = usePermissions();
  const mine = useMyTransport();
  const parent = permissions.can('children.view');
  return (
    <MyTransportView
      parent={parent}
      items={mine.data?.items ?? []}
      loading={mine.isPending}
      error={mine.isError ? errorMessage(mine.error, '') || null : null}
      onRetry={() => void mine.refetch()}
    />
  );
}
