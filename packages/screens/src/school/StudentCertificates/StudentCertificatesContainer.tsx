import {
  errorMessage,
  type SchoolCertificate,
  useDownloadStudentCertificate,
  useIssueStudentCertificate,
  useRevokeStudentCertificate,
  useStudentCertificates,
} from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { useState } from 'react';
import { pakistanToday } from '../../format/pakistanTime';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useSchoolCertificatesMessages } from '../../messages/SchoolCertificatesMessages';
import { type IssueCertificateValues, StudentCertificatesView } from './StudentCertificates';

/** The certificates part of a student's profile (the school office). */
export function StudentCertificatesContainer({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const t = useSchoolCertificatesMessages();
  const { format } = useI18n();
  const list = useStudentCertificates(studentId);
  const issue = useIssueStudentCertificate();
  const revoke = useRevokeStudentCertificate();
  const download = useDownloadStudentCertificate();
  const [issueOpen, setIssueOpen] = useState(false);
  const [revoking, setRevoking] = useState<SchoolCertificate | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onError = (error: unknown) => setSaveError(errorMessage(error, t.failed));
  return (
    <StudentCertificatesView
      studentName={studentName}
      certificates={list.data?.items ?? []}
      loading={list.isPending}
      error={list.isError ? errorMessage(list.error, t.loadFailed) : null}
      onRetry={() => void list.refetch()}
      today={pakistanToday()}
      issueOpen={issueOpen}
      onIssueOpenChange={(open) => {
        setIssueOpen(open);
        setSaveError(null);
      }}
      onIssue={(values: IssueCertificateValues) =>
        issue.mutate(
          {
            studentId,
            body:
              values.kind === 'leaving'
                ? {
                    kind: 'leaving',
                    leaving_date: values.leaving_date,
                    reason: values.reason.trim(),
                  }
                : { kind: 'character', remarks: values.remarks.trim() },
          },
          {
            onSuccess: (created) => {
              setIssueOpen(false);
              setNotice(format(t.issued, { number: created.number }));
            },
            onError,
          },
        )
      }
      revoking={revoking}
      onRevokeChange={(certificate) => {
        setRevoking(certificate);
        setSaveError(null);
      }}
      onRevoke={(certificate, reason) =>
        revoke.mutate(
          { studentId, certificateId: certificate.id, reason },
          {
            onSuccess: () => {
              setRevoking(null);
              setNotice(format(t.revoked, { number: certificate.number }));
            },
            onError,
          },
        )
      }
      onDownload={(certificate, lang) =>
        download.mutate(
          { studentId, certificateId: certificate.id, lang },
          {
            onSuccess: (file) => saveBlob(file.blob, file.fileName),
            onError: (error) => setNotice(errorMessage(error, t.downloadFailed)),
          },
        )
      }
      saving={issue.isPending || revoke.isPending}
      saveError={saveError}
      notice={notice}
    />
  );
}
