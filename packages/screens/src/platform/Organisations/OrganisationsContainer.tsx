import {
  errorMessage,
  type OrganisationStatus,
  useOrganisations,
  usePlans,
  useReactivateOrganisation,
  useSuspendOrganisation,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useDeferredValue, useState } from 'react';
import { usePlatformMessages } from '../../messages/platform';
import { type OrganisationAction, OrganisationsView } from './Organisations';

const PAGE_SIZE = 25;

/** /admin/organisations: the superuser finds an organisation and suspends or reactivates it. */
export function OrganisationsContainer() {
  const { m, format } = usePlatformMessages();
  const o = m.organisations;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrganisationStatus | null>(null);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<OrganisationAction | null>(null);
  const deferred = useDeferredValue(search.trim());
  const list = useOrganisations({
    ...(deferred ? { search: deferred } : {}),
    ...(status ? { status } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const plans = usePlans();
  const planNames = Object.fromEntries((plans.data?.items ?? []).map((p) => [p.slug, p.name]));
  const suspend = useSuspendOrganisation();
  const reactivate = useReactivateOrganisation();
  const toast = useToast();
  const done = (sentence: string, name: string) => () => {
    setAction(null);
    toast.success(format(sentence, { name }));
  };
  const failed = (error: unknown) => toast.error(errorMessage(error, o.actionFailed));
  return (
    <OrganisationsView
      organisations={list.data?.items ?? []}
      planNames={planNames}
      total={list.data?.total ?? 0}
      loading={list.isPending}
      error={list.isError ? o.loadFailed : null}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      status={status}
      onStatusChange={(value) => {
        setStatus(value);
        setPage(1);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      action={action}
      busy={suspend.isPending || reactivate.isPending}
      onOpenAction={setAction}
      onCloseAction={() => setAction(null)}
      onConfirmAction={({ kind, organisation }, reason) => {
        const variables = { tenantId: organisation.id, reason };
        if (kind === 'suspend') {
          suspend.mutate(variables, {
            onSuccess: done(o.suspended, organisation.name),
            onError: failed,
          });
        } else {
          reactivate.mutate(variables, {
            onSuccess: done(o.reactivated, organisation.name),
            onError: failed,
          });
        }
      }}
      onRetry={() => void list.refetch()}
    />
  );
}
