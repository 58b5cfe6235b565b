import {
  errorMessage,
  useConcessions,
  useCreateConcession,
  useDeleteConcession,
  useFeeHeads,
  useStudentFeeLedger,
} from '@watni/api-client';
import { useState } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import { useExport } from '../_shared/useExport';
import { StudentFeesView } from './StudentFees';

/**
 * The fees part of a student's profile (the office). Shows nothing when fees cannot be read
 * (the module is off, or the reader is not the office).
 */
export function StudentFeesContainer({ studentId }: { studentId: number }) {
  const t = useFeesMessages();
  const ledger = useStudentFeeLedger(studentId);
  const concessions = useConcessions(studentId);
  const heads = useFeeHeads();
  const add = useCreateConcession(studentId);
  const remove = useDeleteConcession();
  const [actionError, setActionError] = useState<string | null>(null);
  const exportMenu = useExport({ list: 'feeLedger', studentId });
  if (concessions.isError || heads.isError) return null;
  const onError = (error: unknown) => setActionError(errorMessage(error, t.common.loadFailed));
  return (
    <StudentFeesView
      heads={heads.data?.items ?? []}
      concessions={concessions.data?.items ?? []}
      ledger={ledger.data ?? null}
      exportMenu={exportMenu}
      loading={concessions.isPending || heads.isPending || ledger.isPending}
      error={ledger.isError ? errorMessage(ledger.error, t.common.loadFailed) : null}
      onRetry={() => void ledger.refetch()}
      busy={add.isPending || remove.isPending}
      actionError={actionError}
      onAdd={(draft) => add.mutate(draft, { onSuccess: () => setActionError(null), onError })}
      onRemove={(id) => remove.mutate(id, { onSuccess: () => setActionError(null), onError })}
    />
  );
}
