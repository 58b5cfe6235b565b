import type {
  HrStaffMember,
  HrStaffRecordSaveBody,
  SalaryComponentSaveBody,
  StaffDocument,
  StaffDocumentUploadBody,
} from '@watni/api-client';
import { Alert, Button, Card, DateField, useI18n } from '@watni/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHrMessages } from '../../messages/HrMessages';
import { HrError, HrLoading, HrPage, LeaveTable } from '../_hr/HrPage';
import * as styles from '../_timetable/timetable.css';
import { Documents } from './Documents';
import { RecordForm, type Save } from './RecordForm';
import { SalaryStructure } from './SalaryStructure';

export interface HrStaffMemberViewProps {
  member: HrStaffMember | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onSaveRecord: Save<HrStaffRecordSaveBody>;
  onSetLeaving: (leavingDate: string | null) => Promise<string | null>;
  onAddComponent: Save<SalaryComponentSaveBody>;
  onUpdateComponent: (componentId: number, body: SalaryComponentSaveBody) => Promise<string | null>;
  onRemoveComponent: (componentId: number) => Promise<string | null>;
  onUpload: Save<StaffDocumentUploadBody>;
  onDownload: (document: StaffDocument) => void;
  onDeleteDocument: (documentId: number) => Promise<string | null>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Leaving({
  member,
  onSetLeaving,
}: {
  member: HrStaffMember;
  onSetLeaving: HrStaffMemberViewProps['onSetLeaving'];
}) {
  const m = useHrMessages().member;
  const { format } = useI18n();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const left = member.record?.leaving_date ?? null;
  return (
    <div className={styles.stack}>
      {left ? (
        <div className={styles.row}>
          <p style={{ margin: 0 }}>{format(m.leftOn, { date: left })}</p>
          <Button variant="outline" onClick={async () => setProblem(await onSetLeaving(null))}>
            {m.markActive}
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <DateField
            label={m.leavingDate}
            value={day}
            onChange={(e) => {
              setProblem(null);
              setDay(e.target.value);
            }}
          />
          <Button
            variant="outline"
            disabled={!day}
            onClick={async () => setProblem(await onSetLeaving(day))}
          >
            {m.markLeft}
          </Button>
        </div>
      )}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}

/** /school/hr/staff/:userId: the record, salary structure, leave and documents (the office). */
export function HrStaffMemberView({
  member,
  loading = false,
  error = null,
  onRetry,
  onSaveRecord,
  onSetLeaving,
  onAddComponent,
  onUpdateComponent,
  onRemoveComponent,
  onUpload,
  onDownload,
  onDeleteDocument,
}: HrStaffMemberViewProps) {
  const t = useHrMessages();
  const m = t.member;
  const { format } = useI18n();
  const name = member ? `${member.first_name} ${member.last_name}` : t.staff.title;
  return (
    <HrPage
      title={name}
      description={member?.record?.designation ?? undefined}
      actions={
        <Button asChild variant="outline">
          <Link to="/school/hr">{m.back}</Link>
        </Button>
      }
    >
      {loading ? (
        <HrLoading />
      ) : error || !member ? (
        <HrError message={error} onRetry={onRetry} />
      ) : (
        <>
          <Section title={m.recordTitle}>
            <RecordForm key={member.user_id} record={member.record} onSave={onSaveRecord} />
          </Section>
          {member.record ? (
            <>
              <Section title={m.salaryTitle}>
                <SalaryStructure
                  member={member}
                  onAdd={onAddComponent}
                  onUpdate={onUpdateComponent}
                  onRemove={onRemoveComponent}
                />
              </Section>
              <Section title={format(m.leaveTitle, { year: member.leave.year })}>
                {member.leave.items.length === 0 ? (
                  <p className={styles.muted}>{m.noLeaveTypes}</p>
                ) : (
                  <LeaveTable
                    caption={format(m.leaveCaption, { year: member.leave.year })}
                    leave={member.leave}
                  />
                )}
              </Section>
              <Section title={m.documentsTitle}>
                <Documents
                  documents={member.documents}
                  onUpload={onUpload}
                  onDownload={onDownload}
                  onDelete={onDeleteDocument}
                />
              </Section>
              <Section title={m.leavingTitle}>
                <Leaving member={member} onSetLeaving={onSetLeaving} />
              </Section>
            </>
          ) : (
            <Alert tone="info">{m.needRecord}</Alert>
          )}
        </>
      )}
    </HrPage>
  );
}
