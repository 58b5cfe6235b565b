import type { MarkInput, MarksSheet } from '@watni/api-client';
import { Alert, useI18n } from '@watni/ui';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { cellOf, entriesToSend, parseCell } from './marksDraft';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'refused'; detail: string };

export interface MarksEntryViewProps {
  sheet: MarksSheet | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saves some entries; rejects with the server's sentence when refused. */
  onSave: (entries: MarkInput[]) => Promise<void>;
  /** Milliseconds after the last keystroke before a save (tests and stories pass 0). */
  delay?: number;
  /** The state to show first (stories). */
  initialState?: SaveState;
}

/**
 * /school/exams/:examId/marks/:sectionId/:subjectId: one input per student. Tab or Enter moves
 * to the next student (Shift+Enter back, arrows up and down), `A` marks absent, and every change
 * is saved shortly after typing (and on leaving the cell), with the state shown below the grid.
 */
export function MarksEntryView({
  sheet,
  loading = false,
  error = null,
  onRetry,
  onSave,
  delay = 600,
  initialState = { kind: 'idle' },
}: MarksEntryViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.marks;
  const [values, setValues] = useState<Map<number, string>>(new Map());
  const [state, setState] = useState<SaveState>(initialState);
  const dirty = useRef(new Set<number>());
  const latest = useRef(values);
  latest.current = values;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (sheet) setValues(new Map(sheet.entries.map((e) => [e.student_id, cellOf(e)])));
  }, [sheet]);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const sent = entriesToSend(latest.current, dirty.current);
    if (!sent.length) return;
    const snapshot = new Map(sent.map((e) => [e.student_id, latest.current.get(e.student_id)]));
    setState({ kind: 'saving' });
    const run = onSave(sent).then(
      () => {
        for (const [id, text] of snapshot)
          if (latest.current.get(id) === text) dirty.current.delete(id);
        setState(dirty.current.size ? { kind: 'saving' } : { kind: 'saved' });
      },
      (refusal: unknown) => {
        setState({
          kind: 'refused',
          detail: refusal instanceof Error ? refusal.message : String(refusal),
        });
      },
    );
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, [onSave]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (studentId: number, text: string) => {
    setValues((map) => new Map(map).set(studentId, text));
    latest.current = new Map(latest.current).set(studentId, text);
    dirty.current.add(studentId);
    if (parseCell(text).kind === 'invalid') return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delay);
  };

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
    } else if (event.key === 'a' || event.key === 'A') {
      event.preventDefault();
      change(studentId, 'A');
    }
  };

  const editable = sheet?.editable ?? false;
  const entered = sheet
    ? sheet.entries.filter(
        (e) =>
          parseCell(values.get(e.student_id) ?? '').kind === 'entry' &&
          (values.get(e.student_id) ?? '') !== '',
      ).length
    : 0;
  const statusText =
    state.kind === 'saving'
      ? m.saving
      : state.kind === 'saved'
        ? m.saved
        : state.kind === 'refused'
          ? format(m.refused, { detail: state.detail })
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
            <Alert tone="info">{m.locked}</Alert>
          )}
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
                  const text = values.get(entry.student_id) ?? '';
                  const parsed = parseCell(text);
                  const problem =
                    parsed.kind === 'invalid'
                      ? m.notANumber
                      : parsed.marks !== null && parsed.marks > sheet.max_marks
                        ? format(m.aboveMax, { max: sheet.max_marks })
                        : null;
                  const errorId = `marks-error-${entry.student_id}`;
                  return (
                    <tr key={entry.student_id}>
                      <td className={styles.num}>{entry.roll_no}</td>
                      <th scope="row" className={styles.name}>
                        {name}
                      </th>
                      <td>
                        <input
                          ref={(el) => {
                            inputs.current[index] = el;
                          }}
                          className={styles.marksInput}
                          inputMode="numeric"
                          autoComplete="off"
                          aria-label={format(m.marksFor, { name })}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? errorId : undefined}
                          value={text}
                          readOnly={!editable}
                          onChange={(event) => change(entry.student_id, event.target.value)}
                          onKeyDown={(event) =>
                            editable && onKeyDown(event, index, entry.student_id)
                          }
                          onBlur={() => void flush()}
                          onFocus={(event) => event.target.select()}
                        />
                        {problem ? (
                          <p id={errorId} className={styles.rowError}>
                            {problem}
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
            className={`${styles.status} ${styles.statusTone[state.kind]}`}
            role="status"
            aria-live="polite"
          >
            <span data-testid="save-state">{statusText}</span>
            <span className={styles.muted}>
              · {format(m.entered, { entered, students: sheet.entries.length })}
            </span>
          </p>
        </>
      )}
    </ExamsPage>
  );
}
