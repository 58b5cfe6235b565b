import type { SectionTimetable, TimetableEntrySaveBody } from '@watni/api-client';
import { Alert, Button, Dialog, Select, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { entryAt } from '../_timetable/format';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';
import * as styles from '../_timetable/timetable.css';
import { WeekGrid } from '../_timetable/WeekGrid';

export interface TimetableViewProps {
  /** Every section of the school, labelled `Class 5 A`. */
  sections: readonly { id: number; label: string }[];
  sectionId: number | null;
  onSectionChange: (sectionId: number) => void;
  week: SectionTimetable | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Admins edit; other staff read. */
  canEdit: boolean;
  /** The signed-in teacher's id (their "My timetable" link). */
  myId?: number | null;
  /** Saves a period; resolves to the server's sentence when refused (a clash), else null. */
  onSave: (weekday: number, period: number, body: TimetableEntrySaveBody) => Promise<string | null>;
  onClear: (weekday: number, period: number) => Promise<string | null>;
  /** Prints the section's week (only the week: a print stylesheet hides the rest). */
  onPrint?: () => void;
}

/** /school/timetable: a section's week; admins set each period's subject, teacher and room. */
export function TimetableView({
  sections,
  sectionId,
  onSectionChange,
  week,
  loading = false,
  error = null,
  onRetry,
  canEdit,
  myId = null,
  onSave,
  onClear,
  onPrint = () => window.print(),
}: TimetableViewProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.editor;
  const [editing, setEditing] = useState<{ weekday: number; period: number } | null>(null);
  const [teacherId, setTeacherId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const teachers = week?.options?.teachers ?? [];
  return (
    <TimetablePage
      title={m.title}
      description={canEdit ? m.description : m.readOnlyDescription}
      actions={
        <div className={styles.row}>
          {canEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/school/timetable/bells">{m.bells}</Link>
            </Button>
          ) : null}
          {myId ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/school/timetable/teachers/${myId}`}>{m.myWeek}</Link>
            </Button>
          ) : null}
        </div>
      }
    >
      <div className={styles.row}>
        <Select
          label={m.sectionLabel}
          placeholder={m.sectionPlaceholder}
          options={sections.map((s) => ({ value: String(s.id), label: s.label }))}
          value={sectionId ? String(sectionId) : undefined}
          onValueChange={(value) => {
            setNotice(null);
            onSectionChange(Number(value));
          }}
        />
        {canEdit && teachers.length ? (
          <>
            <Select
              label={m.teacherLabel}
              placeholder={m.teacherPlaceholder}
              options={teachers.map((x) => ({ value: String(x.id), label: x.name }))}
              value={teacherId || undefined}
              onValueChange={setTeacherId}
            />
            {teacherId ? (
              <Button asChild variant="outline">
                <Link to={`/school/timetable/teachers/${teacherId}`}>{m.openTeacher}</Link>
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {sectionId === null ? (
        <p className={styles.muted}>{m.chooseSection}</p>
      ) : loading ? (
        <TimetableLoading />
      ) : error || !week ? (
        <TimetableError message={error} onRetry={onRetry} />
      ) : (
        <section
          className={`${styles.stack} ${styles.printArea}`}
          aria-label={format(t.common.section, {
            className: week.class_name,
            section: week.section_name,
          })}
        >
          <div className={styles.noPrint}>
            <Button variant="outline" size="sm" onClick={onPrint}>
              {m.print}
            </Button>
          </div>
          <WeekGrid
            name={format(t.common.section, {
              className: week.class_name,
              section: week.section_name,
            })}
            days={week.days}
            entries={week.entries}
            show="teacher"
            onCellClick={
              canEdit
                ? (weekday, period) => {
                    setNotice(null);
                    setEditing({ weekday, period });
                  }
                : undefined
            }
          />
        </section>
      )}
      {editing && week ? (
        <EntryDialog
          week={week}
          weekday={editing.weekday}
          period={editing.period}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const problem = await onSave(editing.weekday, editing.period, body);
            if (!problem) {
              setEditing(null);
              setNotice(m.saved);
            }
            return problem;
          }}
          onClear={async () => {
            const problem = await onClear(editing.weekday, editing.period);
            if (!problem) {
              setEditing(null);
              setNotice(m.cleared);
            }
            return problem;
          }}
        />
      ) : null}
    </TimetablePage>
  );
}

function EntryDialog({
  week,
  weekday,
  period,
  onClose,
  onSave,
  onClear,
}: {
  week: SectionTimetable;
  weekday: number;
  period: number;
  onClose: () => void;
  onSave: (body: TimetableEntrySaveBody) => Promise<string | null>;
  onClear: () => Promise<string | null>;
}) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.editor;
  const entry = entryAt(week.entries, weekday, period);
  const slot = week.days
    .find((d) => d.weekday === weekday)
    ?.periods.find((p) => p.number === period);
  const subjects = week.options?.subjects ?? [];
  const teachers = week.options?.teachers ?? [];
  const [subjectId, setSubjectId] = useState(entry ? String(entry.subject_id) : '');
  const [teacherId, setTeacherId] = useState(entry ? String(entry.teacher_id) : '');
  const [room, setRoom] = useState(entry ? (entry.room ?? '') : (week.room ?? ''));
  const [problem, setProblem] = useState<{ subject?: string; teacher?: string; server?: string }>(
    {},
  );
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: subjectId ? undefined : m.subjectRequired,
      teacher: teacherId ? undefined : m.teacherRequired,
    };
    setProblem(next);
    if (next.subject || next.teacher) return;
    setBusy('save');
    const refused = await onSave({
      subject_id: Number(subjectId),
      teacher_id: Number(teacherId),
      room: room.trim() || null,
    });
    setBusy(null);
    if (refused) setProblem({ server: refused });
  };
  const clear = async () => {
    setBusy('clear');
    const refused = await onClear();
    setBusy(null);
    if (refused) setProblem({ server: refused });
  };
  const dayName = t.common.weekdays.split(',')[weekday] ?? '';
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>
            {format(m.dialogTitle, {
              day: dayName,
              number: period,
              time: slot ? format(t.common.time, { start: slot.starts_at, end: slot.ends_at }) : '',
            })}
          </Dialog.Title>
          <Dialog.Description>
            {format(t.common.section, { className: week.class_name, section: week.section_name })}
          </Dialog.Description>
        </Dialog.Header>
        <form onSubmit={submit} noValidate>
          <Dialog.Body className={styles.stack}>
            {subjects.length === 0 ? <Alert tone="warning">{m.noSubjects}</Alert> : null}
            <Select
              label={m.subject}
              placeholder={m.subjectPlaceholder}
              options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
              value={subjectId || undefined}
              error={problem.subject}
              required
              onValueChange={(value) => {
                setSubjectId(value);
                // The subject's teacher of this section (School setup) is the first guess.
                const preset = subjects.find((s) => String(s.id) === value)?.teacher_id;
                if (preset && !teacherId) setTeacherId(String(preset));
              }}
            />
            <Select
              label={m.teacher}
              placeholder={m.teacherPickerPlaceholder}
              options={teachers.map((x) => ({ value: String(x.id), label: x.name }))}
              value={teacherId || undefined}
              error={problem.teacher}
              required
              onValueChange={setTeacherId}
            />
            <TextField
              label={m.roomLabel}
              hint={m.roomHint}
              value={room}
              maxLength={50}
              onChange={(event) => setRoom(event.target.value)}
            />
            {problem.server ? (
              <Alert tone="error" role="alert">
                {problem.server}
              </Alert>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            {entry ? (
              <Button
                type="button"
                variant="outline"
                loading={busy === 'clear'}
                onClick={() => void clear()}
              >
                {m.clear}
              </Button>
            ) : null}
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                {m.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy === 'save'}>
              {m.save}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
