import { useMyChildren } from '@watni/api-client';
import { schoolMessages } from '../../messages/school';
import { ParentHomeView } from './ParentHome';

/** The parent's dashboard (/dashboard for a parent account). */
export function ParentHomeContainer() {
  const children = useMyChildren();
  return (
    <ParentHomeView
      items={children.data?.items ?? []}
      loading={children.isPending}
      error={children.isError ? schoolMessages.parent.loadFailed : null}
      onRetry={() => void children.refetch()}
    />
  );
}
