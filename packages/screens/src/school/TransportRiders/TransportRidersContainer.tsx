import {
  errorMessage,
  useAssignTransport,
  useStudents,
  useTransportRiders,
  useUnassignTransport,
} from '@watni/api-client';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { TransportRidersView } from './TransportRiders';

/** /school/transport/routes/:routeId: the route's riders and assigning students to its stops. */
export function TransportRidersContainer() {
  const routeId = Number(useParams().routeId);
  const riders = useTransportRiders(routeId);
  const [search, setSearch] = useState('');
  const students = useStudents({ search: search.trim() || undefined, status: 'active', limit: 20 });
  const assign = useAssignTransport();
  const unassign = useUnassignTransport();
  return (
    <TransportRidersView
      route={riders.data?.route ?? null}
      riders={riders.data?.items ?? []}
      loading={riders.isPending}
      error={riders.isError ? errorMessage(riders.error, '') || null : null}
      onRetry={() => void riders.refetch()}
      search={search}
      onSearch={setSearch}
      students={(students.data?.items ?? []).map((s) => ({
        id: s.id,
        name: `${s.first_name} ${s.last_name}`,
        admission_no: s.admission_no,
      }))}
      onAssign={async (studentId, stopId) => {
        try {
          await assign.mutateAsync({ studentId, stopId });
          return null;
        } catch (error) {
          return errorMessage(error, '') || 'Not saved.';
        }
      }}
      onRemove={(studentId) => unassign.mutate(studentId)}
      removing={unassign.isPending ? (unassign.variables ?? null) : null}
    />
  );
}
