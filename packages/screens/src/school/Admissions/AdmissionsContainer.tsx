import {
  type Admission,
  errorMessage,
  useAdmissions,
  useAdmitApplicant,
  useClasses,
  useCreateAdmission,
  useDeclineApplicant,
} from '@watni/api-client';
import { useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import {
  type AdmissionDialog,
  type AdmissionStatusFilter,
  AdmissionsView,
  type AdmissionsViewProps,
} from './Admissions';
import { toAdmitPayload, toApplicationPayload } from './admissionForm';

const PAGE_SIZE = 20;

const nameOf = (a: Admission) => `${a.first_name} ${a.last_name}`;

/** /school/admissions: pending applications first; record, admit or decline. */
export function AdmissionsContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.admissions;
  const [status, setStatus] = useState<AdmissionStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<AdmissionDialog>(null);
  const [notice, setNotice] = useState<AdmissionsViewProps['notice']>(null);
  const list = useAdmissions({
    ...(status ? { status } : {}),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const classes = useClasses();
  const create = useCreateAdmission();
  const admit = useAdmitApplicant();
  const decline = useDeclineApplicant();
  const failed = (fallback: string) => (error: unknown) =>
    setNotice({ tone: 'error', text: errorMessage(error, fallback) });
  const done = (text: string, studentId?: number | null) => {
    setDialog(null);
    setNotice({ tone: 'success', text, studentId });
  };
  return (
    <AdmissionsView
      items={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      classes={classes.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, schoolMessages.common.loadFailed) : null}
      notice={notice}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      dialog={dialog}
      onDialogChange={(next) => {
        setDialog(next);
        if (next) setNotice(null);
      }}
      saving={create.isPending || admit.isPending || decline.isPending}
      onCreate={(values) =>
        create.mutate(toApplicationPayload(values), {
          onSuccess: () => done(m.form.saved),
          onError: failed(m.form.failed),
        })
      }
      onAdmit={(admission, values) =>
        admit.mutate(
          { id: admission.id, body: toAdmitPayload(values) },
          {
            onSuccess: (result) => done(m.admitted(nameOf(admission)), result.student_id),
            onError: failed(m.admitDialog.failed),
          },
        )
      }
      onDecline={(admission, reason) =>
        decline.mutate(
          { id: admission.id, body: { reason } },
          {
            onSuccess: () => done(m.declined(nameOf(admission))),
            onError: failed(m.declineDialog.failed),
          },
        )
      }
      onRetry={() => void list.refetch()}
    />
  );
}
