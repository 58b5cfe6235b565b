import {
  errorMessage,
  useAddStudentGuardian,
  useInviteParent,
  usePermissions,
  useStudent,
  useUpdateGuardian,
  useUpdateStudent,
} from '@watni/api-client';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSchoolMessages } from '../../messages/areas';
import { StudentAttendanceCardContainer } from '../AttendanceWidgets/StudentAttendanceCardContainer';
import { StudentFeesContainer } from '../Fees/StudentFeesContainer';
import { StudentPhotoContainer } from '../IdCards/IdCardsContainer';
import { StudentCertificatesContainer } from '../StudentCertificates/StudentCertificatesContainer';
import { toGuardianInput } from './guardianForm';
import { StudentProfileView } from './StudentProfile';
import { toStudentUpdate } from './studentDetailsForm';

/** /school/students/:studentId: details, guardians (with parent invitations), section history. */
export function StudentProfileContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.profile;
  const id = Number(useParams().studentId);
  const student = useStudent(id);
  const invite = useInviteParent();
  const permissions = usePermissions();
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateStudent();
  const [editOpen, setEditOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const addGuardian = useAddStudentGuardian();
  const updateGuardian = useUpdateGuardian();
  const [guardianForm, setGuardianForm] = useState<'new' | number | null>(null);
  const guardianDone = {
    onSuccess: () => {
      setGuardianForm(null);
      setNotice(m.guardianSaved);
    },
    onError: (error: unknown) => setSaveError(errorMessage(error, m.saveFailed)),
  };
  return (
    <StudentProfileView
      student={student.data ?? null}
      extra={
        student.data ? (
          <>
            {/* The student's photo (printed on the ID card; the office uploads) */}
            <StudentPhotoContainer
              studentId={id}
              studentName={`${student.data.first_name} ${student.data.last_name}`}
              canUpload={permissions.can('school.manage')}
            />
            <StudentAttendanceCardContainer studentId={id} hideOnError />
            {/* Concessions and ledger (the office; hidden when fees are off) */}
            {permissions.can('tenant.administer') ? <StudentFeesContainer studentId={id} /> : null}
            {/* Leaving and character certificates (the office) */}
            {permissions.can('school.manage') ? (
              <StudentCertificatesContainer
                studentId={id}
                studentName={`${student.data.first_name} ${student.data.last_name}`}
              />
            ) : null}
          </>
        ) : null
      }
      loading={student.isPending}
      error={student.isError ? errorMessage(student.error, m.notFound) : null}
      canInvite={permissions.can('tenant.administer')}
      inviting={invite.isPending}
      notice={notice}
      onRetry={() => void student.refetch()}
      editOpen={editOpen}
      onEditOpenChange={(open) => {
        setEditOpen(open);
        setSaveError(null);
      }}
      saving={update.isPending || addGuardian.isPending || updateGuardian.isPending}
      saveError={saveError}
      guardianForm={guardianForm}
      onGuardianFormChange={(form) => {
        setGuardianForm(form);
        setSaveError(null);
      }}
      onSaveGuardian={(guardianId, values) =>
        guardianId === null
          ? addGuardian.mutate(
              { id, body: { guardian: toGuardianInput(values), is_primary: values.is_primary } },
              guardianDone,
            )
          : updateGuardian.mutate({ id: guardianId, body: toGuardianInput(values) }, guardianDone)
      }
      onSave={(values) =>
        update.mutate(
          { id, body: toStudentUpdate(values) },
          {
            onSuccess: () => {
              setEditOpen(false);
              setNotice(m.saved);
            },
            onError: (error) => setSaveError(errorMessage(error, m.saveFailed)),
          },
        )
      }
      onInvite={(guardianId, delivery) =>
        invite.mutate(
          { id: guardianId, body: { delivery } },
          {
            onSuccess: (result) =>
              setNotice(
                result.code ? m.codeIssued(result.code) : m.inviteSent(result.sent_to ?? ''),
              ),
            onError: (error) => setNotice(errorMessage(error, m.inviteFailed)),
          },
        )
      }
    />
  );
}
