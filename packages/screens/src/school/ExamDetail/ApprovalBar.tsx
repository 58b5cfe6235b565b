// Where an exam's results stand and what the caller may do next: staff submit complete results to
// the head; the head (results.approve, never the one who submitted) approves them, which publishes
// them and notifies families, or sends them back with a reason; the office withdraws published ones.
import type { ExamApproval, ExamCompleteness } from '@watni/api-client';
import { Alert, Button, TextArea, useI18n } from '@watni/ui';
import { useState } from 'react';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { pakistanDate } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { isolated } from '../_shared/isolate';
import type { ExamDetailViewProps } from './ExamDetail';

type BarProps = Pick<
  ExamDetailViewProps,
  | 'canPublish'
  | 'publishing'
  | 'publishError'
  | 'onPublish'
  | 'canSubmit'
  | 'onSubmitForApproval'
  | 'onReturn'
  | 'completeness'
  | 'filling'
  | 'onFillGap'
> & {
  exam: {
    name: string;
    is_published: boolean;
    published_at: string | null;
    /** Absent where only the publication is known (a section's results): no approval actions. */
    approval?: ExamApproval;
  };
};

/** The marks missing per section and subject, each with the head's absent / exempt buttons. */
function Gaps({
  completeness,
  canFill,
  filling,
  onFillGap,
}: {
  completeness: ExamCompleteness;
  canFill: boolean;
  filling?: boolean;
  onFillGap?: ExamDetailViewProps['onFillGap'];
}) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.exam;
  if (completeness.complete) return <Alert tone="success">{m.complete}</Alert>;
  return (
    <Alert
      tone="warning"
      role="none"
      title={format(m.gapsTitle, { count: completeness.missing_total })}
    >
      <ul className={styles.troubleList} aria-label={m.gapsList}>
        {completeness.gaps.map((gap) => {
          const section = format(t.common.section, {
            className: gap.class_name,
            section: gap.section_name,
          });
          const where = format(m.gapWhere, { subject: gap.subject_name, section });
          return (
            <li key={`${gap.section_id}:${gap.subject_id}`} className={styles.tight}>
              <span>
                <bdi>{where}</bdi>
                {': '}
                {format(m.gapCount, { count: gap.missing })}
              </span>
              <span className={styles.muted}>
                {gap.students.slice(0, 8).map((st, i) => (
                  <span key={st.student_id}>
                    {i ? m.gapSeparator : ''}
                    {format(m.gapStudent, { roll: st.roll_no })} <bdi>{st.name}</bdi>
                  </span>
                ))}
                {gap.students.length > 8
                  ? ` ${format(m.gapMore, { count: gap.students.length - 8 })}`
                  : null}
              </span>
              {canFill ? (
                <span className={styles.actionsRow}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filling}
                    aria-label={format(m.fillAbsentFor, { where })}
                    onClick={() => onFillGap?.(gap.section_id, gap.subject_id, 'absent')}
                  >
                    {m.fillAbsent}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={filling}
                    aria-label={format(m.fillExemptFor, { where })}
                    onClick={() => onFillGap?.(gap.section_id, gap.subject_id, 'exempt')}
                  >
                    {m.fillExempt}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/** The head's "send back" with its reason, asked for in place (no browser prompt). */
function SendBack({ busy, onReturn }: { busy?: boolean; onReturn: (reason: string) => void }) {
  const m = useExamsMessages().exam;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant="outline" disabled={busy} onClick={() => setOpen(true)}>
        {m.sendBack}
      </Button>
    );
  return (
    <form
      className={styles.tight}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) onReturn(reason.trim());
      }}
    >
      <TextArea
        label={m.sendBackReason}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <span className={styles.actionsRow}>
        <Button type="submit" variant="primary" loading={busy} disabled={!reason.trim()}>
          {m.sendBackConfirm}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {m.cancel}
        </Button>
      </span>
    </form>
  );
}

function StateNote({ exam }: { exam: BarProps['exam'] }) {
  const m = useExamsMessages().exam;
  const { format, locale } = useI18n();
  const approval = exam.approval;
  if (exam.is_published && exam.published_at)
    return (
      <Alert tone="success">
        {format(m.publishedNote, { date: pakistanDate(exam.published_at, locale) })}
      </Alert>
    );
  if (approval?.state === 'submitted' && approval.submitted_at)
    return (
      <Alert tone="info">
        {format(m.submittedNote, {
          name: isolated(approval.submitted_by_name ?? '—'),
          date: pakistanDate(approval.submitted_at, locale),
        })}
      </Alert>
    );
  if (approval?.state === 'returned' && approval.returned_at)
    return (
      <Alert tone="warning">
        {format(m.returnedNote, {
          date: pakistanDate(approval.returned_at, locale),
          reason: isolated(approval.returned_reason ?? ''),
        })}
      </Alert>
    );
  return <Alert tone="info">{m.unpublishedNote}</Alert>;
}

/** The publication state of an exam and the caller's next step: submit, approve, send back, withdraw. */
export function PublishBar({
  exam,
  canPublish,
  publishing,
  publishError,
  onPublish,
  canSubmit,
  onSubmitForApproval,
  onReturn,
  completeness,
  filling,
  onFillGap,
}: BarProps) {
  const m = useExamsMessages().exam;
  const { format } = useI18n();
  const state = exam.is_published ? 'published' : (exam.approval?.state ?? null);
  const awaiting = state === 'submitted';
  const drafting = state === 'draft' || state === 'returned';
  return (
    <div className={styles.tight}>
      <StateNote exam={exam} />
      {drafting && completeness ? (
        <Gaps
          completeness={completeness}
          canFill={Boolean(canPublish)}
          filling={filling}
          onFillGap={onFillGap}
        />
      ) : null}
      {publishError ? <Alert tone="error">{publishError}</Alert> : null}
      {awaiting && exam.approval && !exam.approval.can_approve && canPublish ? (
        <p className={styles.muted}>{m.ownSubmission}</p>
      ) : null}
      <div className={styles.actionsRow}>
        {drafting && canSubmit ? (
          // With marks missing the server refuses and names them, so no check here.
          <Button
            variant="primary"
            loading={publishing}
            loadingLabel={m.publishing}
            onClick={() => onSubmitForApproval?.()}
          >
            {m.submit}
          </Button>
        ) : null}
        {awaiting && exam.approval?.can_approve ? (
          <>
            <Button
              variant="primary"
              loading={publishing}
              loadingLabel={m.publishing}
              onClick={() => {
                if (window.confirm(format(m.confirmApprove, { name: exam.name })))
                  onPublish?.(true);
              }}
            >
              {m.approve}
            </Button>
            {onReturn ? <SendBack busy={publishing} onReturn={onReturn} /> : null}
          </>
        ) : null}
        {state === 'published' && canPublish ? (
          <Button variant="outline" loading={publishing} onClick={() => onPublish?.(false)}>
            {m.unpublish}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
