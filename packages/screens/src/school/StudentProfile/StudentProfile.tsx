import type { StudentProfile } from '@watni/api-client';
import { Badge, Button, Table } from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSchoolMessages } from '../../messages/areas';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as styles from '../_shared/school.css';
import { GuardianDialog } from './GuardianDialog';
import type { GuardianValues } from './guardianForm';
import { StudentDetailsDialog } from './StudentDetailsDialog';
import type { StudentDetailsValues } from './studentDetailsForm';

export interface StudentProfileViewProps {
  student: StudentProfile | null;
  loading?: boolean;
  error?: string | null;
  /** Admins may invite guardians to parent accounts. */
  canInvite?: boolean;
  inviting?: boolean;
  /** The outcome of the last invitation (a code to print, or where it was sent). */
  notice?: string | null;
  onInvite: (guardianId: number, delivery: 'email' | 'code' | 'sms') => void;
  onRetry?: () => void;
  /** The edit-details form (admins, like invitations). */
  editOpen?: boolean;
  onEditOpenChange?: (open: boolean) => void;
  saving?: boolean;
  saveError?: string | null;
  onSave?: (values: StudentDetailsValues) => void;
  /** The guardian form: 'new', a guardian's id to correct, or closed. */
  guardianForm?: 'new' | number | null;
  onGuardianFormChange?: (form: 'new' | number | null) => void;
  onSaveGuardian?: (guardianId: number | null, values: GuardianValues) => void;
  /** Module cards shown under the record (attendance). */
  extra?: ReactNode;
}

export function StudentProfileView(props: StudentProfileViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.profile;
  const { student, loading = false, error = null } = props;
  const title = student
    ? `${student.first_name} ${student.last_name}`
    : schoolMessages.students.title;
  return (
    <StaffPage
      title={title}
      actions={
        <>
          {student && props.canInvite && props.onEditOpenChange ? (
            <Button onClick={() => props.onEditOpenChange?.(true)}>{m.edit}</Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/school/students">{m.back}</Link>
          </Button>
        </>
      }
    >
      {loading ? (
        <StaffLoading />
      ) : error || !student ? (
        <StaffError message={error ?? m.notFound} onRetry={props.onRetry} />
      ) : (
        <>
          <Profile {...props} student={student} />
          {props.extra}
        </>
      )}
      {student && props.editOpen && props.onSave ? (
        <StudentDetailsDialog
          student={student}
          saving={props.saving}
          error={props.saveError}
          onSubmit={props.onSave}
          onClose={() => props.onEditOpenChange?.(false)}
        />
      ) : null}
      {student && props.guardianForm && props.onSaveGuardian ? (
        <GuardianDialog
          guardian={
            props.guardianForm === 'new'
              ? undefined
              : student.guardians.find((g) => g.guardian.id === props.guardianForm)?.guardian
          }
          saving={props.saving}
          error={props.saveError}
          onSubmit={(values) =>
            props.onSaveGuardian?.(
              props.guardianForm === 'new' ? null : (props.guardianForm ?? null),
              values,
            )
          }
          onClose={() => props.onGuardianFormChange?.(null)}
        />
      ) : null}
    </StaffPage>
  );
}

function Profile({
  student,
  canInvite,
  inviting,
  notice,
  onInvite,
  ...props
}: StudentProfileViewProps & { student: StudentProfile }) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.profile;
  const fact = (term: string, value: string | number | null) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>
        {/* Numbers and codes (+92 300…, 12345-1234567-1) keep their order in Urdu. */}
        <bdi>{value ?? m.none}</bdi>
      </dd>
    </>
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.heading}>
          {m.details}
        </h2>
        <dl className={styles.facts}>
          {fact(m.admissionNo, student.admission_no)}
          {fact(
            m.section,
            student.placement
              ? m.placement(
                  student.placement.class_name,
                  student.placement.section_name,
                  student.placement.roll_no,
                )
              : null,
          )}
          {fact(m.dateOfBirth, student.date_of_birth)}
          {fact(m.gender, m.genders[student.gender])}
          {fact(m.bForm, student.b_form)}
          {fact(m.address, student.address)}
          {fact(m.admissionDate, student.admission_date)}
          {fact(m.status, schoolMessages.students.status[student.status])}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="guardians-heading">
        <h2 id="guardians-heading" className={styles.heading}>
          {m.guardians}
        </h2>
        {notice ? <p role="status">{notice}</p> : null}
        {student.guardians.length === 0 ? (
          <p className={styles.muted}>{m.noGuardians}</p>
        ) : (
          <ul className={styles.cards}>
            {student.guardians.map(({ guardian, is_primary }) => (
              <li key={guardian.id} className={styles.stack}>
                <div className={styles.row}>
                  <strong>{guardian.name}</strong>
                  <span className={styles.muted}>{m.relations[guardian.relation]}</span>
                  {is_primary ? <Badge tone="primary">{m.primary}</Badge> : null}
                  {guardian.has_account ? <Badge tone="success">{m.hasAccount}</Badge> : null}
                </div>
                <dl className={styles.facts}>
                  {fact(m.mobile, guardian.mobile)}
                  {fact(m.cnic, guardian.cnic)}
                  {fact(m.email, guardian.email)}
                </dl>
                {canInvite && props.onGuardianFormChange ? (
                  <div className={styles.row}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={m.editGuardianOf(guardian.name)}
                      onClick={() => props.onGuardianFormChange?.(guardian.id)}
                    >
                      {m.editGuardian}
                    </Button>
                  </div>
                ) : null}
                {canInvite && !guardian.has_account ? (
                  <div className={styles.row}>
                    {guardian.email ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={inviting}
                        onClick={() => onInvite(guardian.id, 'email')}
                      >
                        {m.inviteByEmail}
                      </Button>
                    ) : null}
                    {guardian.mobile ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={inviting}
                        onClick={() => onInvite(guardian.id, 'sms')}
                      >
                        {m.inviteBySms}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={inviting}
                      onClick={() => onInvite(guardian.id, 'code')}
                    >
                      {m.printCode}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canInvite && props.onGuardianFormChange ? (
          <div className={styles.row}>
            <Button variant="outline" onClick={() => props.onGuardianFormChange?.('new')}>
              {m.addGuardian}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="history-heading">
        <h2 id="history-heading" className={styles.heading}>
          {m.history}
        </h2>
        <Table.Root caption={m.historyCaption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.year}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.section}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.roll}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {student.placements.map((p) => (
              <Table.Row key={p.academic_year_id}>
                <Table.Cell label={m.year}>{p.academic_year_name}</Table.Cell>
                <Table.Cell label={m.section}>
                  {p.class_name} {p.section_name}
                </Table.Cell>
                <Table.Cell label={m.roll}>{p.roll_no}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </section>
    </>
  );
}
