import type { SchoolClass, Subject } from '@watni/api-client';
import { Alert, Button, Select } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { fullName } from '../../staff/_shared/format';
import * as styles from '../_shared/school.css';
import { currentChoices, noTeacher, type TeacherChange, teacherChanges } from './subjectTeachers';

export interface TeacherOption {
  id: number;
  first_name: string;
  last_name: string;
}

export interface SubjectTeachersProps {
  classes: readonly SchoolClass[];
  teachers: readonly TeacherOption[];
  busy?: boolean;
  /** The service's `detail` when it refused the last change. */
  error?: string | null;
  onSave: (subject: Subject, changes: TeacherChange[]) => void;
}

export function SubjectTeachers({
  classes,
  teachers,
  busy = false,
  error = null,
  onSave,
}: SubjectTeachersProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const [subjectId, setSubjectId] = useState('');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [unchanged, setUnchanged] = useState(false);
  const withSubjects = classes.filter((c) => c.subjects.length > 0);
  const schoolClass = withSubjects.find((c) => c.subjects.some((s) => String(s.id) === subjectId));
  const subject = schoolClass?.subjects.find((s) => String(s.id) === subjectId);
  if (withSubjects.length === 0) return <p className={styles.muted}>{m.noSubjects}</p>;
  const current = schoolClass && subject ? currentChoices(schoolClass, subject) : {};
  const teacherOptions = [
    { value: noTeacher, label: m.noTeacher },
    ...teachers.map((t) => ({ value: String(t.id), label: fullName(t) })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!schoolClass || !subject) return;
    const changes = teacherChanges(schoolClass, subject, chosen);
    setUnchanged(changes.length === 0);
    if (changes.length > 0) onSave(subject, changes);
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} aria-label={m.subjectTeachersForm}>
      <Select
        label={m.subject}
        placeholder={m.subjectPlaceholder}
        value={subjectId}
        onValueChange={(value) => {
          setSubjectId(value);
          setChosen({});
          setUnchanged(false);
        }}
        options={withSubjects.flatMap((c) =>
          c.subjects.map((s) => ({ value: String(s.id), label: m.subjectOf(c.name, s.name) })),
        )}
      />
      {schoolClass && subject ? (
        schoolClass.sections.length === 0 ? (
          <p className={styles.muted}>{m.noSectionsForSubject(schoolClass.name)}</p>
        ) : (
          <>
            {schoolClass.sections.map((section) => (
              <Select
                key={section.id}
                label={m.teacherOfSection(schoolClass.name, section.name)}
                value={chosen[section.id] ?? current[section.id]}
                onValueChange={(value) => {
                  setChosen({ ...chosen, [section.id]: value });
                  setUnchanged(false);
                }}
                options={teacherOptions}
              />
            ))}
            {teachers.length === 0 ? <p className={styles.muted}>{m.noTeachers}</p> : null}
            <Button type="submit" loading={busy} loadingLabel={schoolMessages.common.saving}>
              {m.saveTeachers}
            </Button>
          </>
        )
      ) : null}
      {unchanged ? (
        <Alert tone="info" role="status">
          {m.teachersUnchanged}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  );
}
