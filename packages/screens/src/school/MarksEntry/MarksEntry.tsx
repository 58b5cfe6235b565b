import type { MarkInput, MarksSaved, MarksSheet } from '@watni/api-client';
import { Alert, Button, ConfirmDialog, useI18n } from '@watni/ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { type CellTrouble, type MarkConflictNotice, useMarksCells } from './useMarksCells';

export interface MarksEntryViewProps {
  sheet: MarksSheet | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saves some entries: resolves with what was stored and what was refused (per student). */
  onSave: (entries: MarkInput[]) => Promise<MarksSaved>;
  /** Milliseconds after the last keystroke before a save (tests and stories pass 0). */
  delay?: number;
  /** Keep unsaved cells in this browser between visits (the app; stories leave it off). */
  keepDraft?: boolean;
  /** Told how many cells are not on the server, so the page can hold back a navigation. */
  onUnsavedChange?: (count: number) => void;
  /** An in-app navigation is held back because of unsaved cells. */
  leaving?: boolean;
  onLeave?: () => void;
  onStay?: () => void;
}

/**
 * /school/exams/:examId/marks/:sectionId/:subjectId: one input per student. Tab or Enter moves
 * to the next student (Shift+Enter back, arrows up and down), `A` or `غ` marks absent, and every
 * cell is saved on its own shortly after typing: a refused cell says why beside it, names the
 * student in the list below, and never stops the other cells from saving.
 */
export function MarksEntryView({
  sheet,
  loading = false,
  error = null,
  onRetry,
  onSave,
  delay = 600,
  keepDraft = false,
  onUnsavedChange,
  leaving = false,
  onLeave,
  onStay,
}: MarksEntryViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.marks;
  const cells = useMarksCells(sheet, onSave, delay, keepDraft);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const unsavedCount = cells.unsaved.size;

  useEffect(() => onUnsavedChange?.(unsavedCount), [onUnsavedChange, unsavedCount]);
  useEffect(() => {
    if (!unsavedCount) return;
    // The browser shows its own sentence; setting returnValue is what asks it to.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedCount]);

  const move = (index: number, by: number) => {
    const next = inputs.current[index + by];
    if (next) {
      next.focus();
      next.select();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, studentId: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      move(index, event.shiftKey ? -1 : 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, -1);
    } else if (
      (event.key === 'a' || event.key === 'A' || event.key === 'غ') &&
      // Ctrl+A selects the cell's text (and Cmd+A on a Mac); it never marks a student absent.
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      cells.change(studentId, 'A');
    }
  };

  const troubleText = (trouble: CellTrouble): string => {
    if (trouble.kind !== 'local') return trouble.detail;
    if (trouble.problem.kind === 'notANumber') return m.notANumber;
    if (trouble.problem.kind === 'negative') return m.belowZero;
    return format(m.aboveMax, { max: sheet?.max_marks ?? 0 });
  };

  // A held-back cell: the server's sentence (who changed it) and what this teacher had typed.
  const conflictText = (notice: MarkConflictNotice): string =>
    `${notice.detail} ${
      notice.mine === '' ? m.conflictMineCleared : format(m.conflictMine, { mine: notice.mine })
    }`;
  const conflicted = sheet ? sheet.entries.filter((e) => cells.conflicts.has(e.student_id)) : [];

  const editable = sheet?.editable ?? false;
  const troubled = sheet ? sheet.entries.filter((e) => cells.trouble.has(e.student_id)) : [];
  const failed = [...cells.trouble.values()].some((x) => x.kind === 'failed');
  const tone = cells.saving
    ? 'saving'
    : troubled.length
      ? 'refused'
      : unsavedCount
        ? 'saving'
        : cells.savedSome
          ? 'saved'
          : 'idle';
  const statusText = cells.saving
    ? m.saving
    : troubled.length
      ? format(m.notSavedCount, { count: troubled.length })
      : unsavedCount
        ? m.pending
        : cells.savedSome
          ? m.saved
          : m.idle;

  return (
    <ExamsPage
      title={sheet ? format(m.title, { subject: sheet.subject_name }) : t.list.title}
      description={
        sheet
          ? format(m.description, {
              exam: sheet.exam_name,
              section: format(t.common.section, {
                className: sheet.class_name,
                section: sheet.section_name,
              }),
              max: sheet.max_marks,
              passing: sheet.passing_marks,
            })
          : undefined
      }
      actions={sheet ? <Link to={`/school/exams/${sheet.exam_id}`}>{sheet.exam_name}</Link> : null}
    >
      {loading ? (
        <ExamsLoading />
      ) : error || !sheet ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <>
          {editable ? (
            <p className={styles.muted}>{m.help}</p>
          ) : (
            <Alert tone="info">{sheet.is_published ? m.locked : m.lockedAwaiting}</Alert>
          )}
          {cells.restored ? (
            <Alert tone="warning" role="status">
              {/* The buttons under the sentence: beside it they squeeze it to a word a line at 375 px. */}
              <p className={styles.restoredText}>{format(m.restored, { count: cells.restored })}</p>
              {editable ? (
                <span className={styles.restoredActions}>
                  <Button size="sm" onClick={() => void cells.sendRestored()}>
                    {m.restoredSend}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={cells.discardRestored}>
                    {m.restoredDiscard}
                  </Button>
                </span>
              ) : null}
            </Alert>
          ) : null}
          <div className={styles.gridWrap}>
            <table className={styles.grid}>
              <caption>{m.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.num}>
                    {m.roll}
                  </th>
                  <th scope="col">{m.student}</th>
                  <th scope="col">
                    {format(t.common.outOf, { marks: m.marks, max: sheet.max_marks })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.entries.map((entry, index) => {
                  const name = `${entry.first_name} ${entry.last_name}`;
                  const text = cells.values.get(entry.student_id) ?? '';
                  const trouble = cells.trouble.get(entry.student_id);
                  const errorId = `marks-error-${entry.student_id}`;
                  const notice = trouble ? undefined : cells.conflicts.get(entry.student_id);
                  const noticeId = `marks-conflict-${entry.student_id}`;
                  return (
                    <tr key={entry.student_id}>
                      <td className={styles.num}>{entry.roll_no}</td>
                      <th scope="row" className={styles.name}>
                        <bdi>{name}</bdi>
                      </th>
                      <td>
                        <input
                          ref={(el) => {
                            inputs.current[index] = el;
                          }}
                          className={styles.marksInput}
                          inputMode="numeric"
                          autoComplete="off"
                          dir="ltr"
                          aria-label={format(m.marksFor, { name })}
                          aria-invalid={trouble ? true : undefined}
                          aria-describedby={trouble ? errorId : notice ? noticeId : undefined}
                          value={text}
                          readOnly={!editable}
                          onChange={(event) => cells.change(entry.student_id, event.target.value)}
                          onKeyDown={(event) =>
                            editable && onKeyDown(event, index, entry.student_id)
                          }
                          onBlur={() => void cells.leave(entry.student_id)}
                          onFocus={(event) => event.target.select()}
                        />
                        {trouble ? (
                          <p id={errorId} className={styles.rowError}>
                            {troubleText(trouble)}
                          </p>
                        ) : notice ? (
                          <p id={noticeId} className={styles.rowError}>
                            {conflictText(notice)}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p
            className={`${styles.status} ${styles.statusTone[tone]}`}
            role="status"
            aria-live="polite"
          >
            <span data-testid="save-state">{statusText}</span>
            <span className={styles.muted} data-testid="entered">
              · {format(m.entered, { entered: cells.entered, students: sheet.entries.length })}
            </span>
          </p>
          {troubled.length ? (
            <Alert
              tone="error"
              role="none"
              title={format(m.troubleTitle, { count: troubled.length })}
              action={
                failed ? (
                  <Button size="sm" variant="secondary" onClick={() => void cells.flush(true)}>
                    {m.retry}
                  </Button>
                ) : undefined
              }
            >
              <ul className={styles.troubleList}>
                {troubled.map((entry) => {
                  const trouble = cells.trouble.get(entry.student_id)!;
                  return (
                    <li key={entry.student_id}>
                      {trouble.kind === 'refused' ? (
                        troubleText(trouble)
                      ) : (
                        <>
                          {format(m.rollOf, { roll: entry.roll_no })}{' '}
                          <bdi>{`${entry.first_name} ${entry.last_name}`}</bdi>
                          {': '}
                          {troubleText(trouble)}
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Alert>
          ) : null}
        </>
      )}
      {sheet && conflicted.length ? (
        <Alert
          tone="warning"
          role="none"
          title={format(m.conflictTitle, { count: conflicted.length })}
        >
          <ul className={styles.troubleList}>
            {conflicted.map((entry) => (
              <li key={entry.student_id}>{conflictText(cells.conflicts.get(entry.student_id)!)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={m.leaveTitle}
        message={format(m.leaveMessage, { count: unsavedCount })}
        confirmLabel={m.leave}
        cancelLabel={m.stay}
        tone="danger"
        onConfirm={() => onLeave?.()}
        onCancel={() => onStay?.()}
      />
    </ExamsPage>
  );
}
