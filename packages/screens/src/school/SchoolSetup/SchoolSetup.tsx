import type { AcademicYear, SchoolClass, Subject } from '@watni/api-client';
import { Badge, Button, DateField, EmptyState, Table, TextField } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { fullName } from '../../staff/_shared/format';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as styles from '../_shared/school.css';
import * as local from './SchoolSetup.css';
import { SubjectTeachers, type TeacherOption } from './SubjectTeachers';
import type { TeacherChange } from './subjectTeachers';
import { TermForm } from './TermForm';
import type { NewTerm } from './termChecks';

export interface NewYear {
  name: string;
  starts_on: string;
  ends_on: string;
}

export interface SchoolSetupViewProps {
  years: readonly AcademicYear[];
  classes: readonly SchoolClass[];
  loading?: boolean;
  error?: string | null;
  busy?: boolean;
  onRetry?: () => void;
  onCreateYear: (year: NewYear) => void;
  onMakeCurrent: (year: AcademicYear) => void;
  onAddTerm: (year: AcademicYear, term: NewTerm) => void;
  /** The service's `detail` when it refused the last term. */
  termError?: string | null;
  onApplyDefaults: () => void;
  onAddClass: (name: string) => void;
  onAddSection: (schoolClass: SchoolClass, name: string) => void;
  /** Active teacher accounts, to choose a subject's teacher in each section. */
  teachers?: readonly TeacherOption[];
  onSaveSubjectTeachers: (subject: Subject, changes: TeacherChange[]) => void;
  /** The service's `detail` when it refused a subject teacher. */
  subjectTeachersError?: string | null;
}

export function SchoolSetupView(props: SchoolSetupViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const { loading = false, error = null } = props;
  return (
    <StaffPage title={m.title} description={m.description}>
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : (
        <>
          <Years {...props} />
          <Classes {...props} />
          <section className={styles.section} aria-labelledby="subject-teachers-heading">
            <h2 id="subject-teachers-heading" className={styles.heading}>
              {m.subjectTeachersHeading}
            </h2>
            <SubjectTeachers
              classes={props.classes}
              teachers={props.teachers ?? []}
              busy={props.busy ?? false}
              error={props.subjectTeachersError ?? null}
              onSave={props.onSaveSubjectTeachers}
            />
          </section>
        </>
      )}
    </StaffPage>
  );
}

function Years({
  years,
  busy = false,
  onCreateYear,
  onMakeCurrent,
  onAddTerm,
  termError,
}: SchoolSetupViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const [draft, setDraft] = useState<NewYear>({ name: '', starts_on: '', ends_on: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreateYear(draft);
  };
  return (
    <section className={styles.section} aria-labelledby="years-heading">
      <h2 id="years-heading" className={styles.heading}>
        {m.yearsHeading}
      </h2>
      {years.length === 0 ? (
        <p className={styles.muted}>{m.noYears}</p>
      ) : (
        <Table.Root caption={m.yearsCaption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.yearName}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.startsOn}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.endsOn}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.terms}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.current}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {years.map((year) => (
              <Table.Row key={year.id}>
                <Table.Cell label={m.yearName}>{year.name}</Table.Cell>
                <Table.Cell label={m.startsOn}>{year.starts_on}</Table.Cell>
                <Table.Cell label={m.endsOn}>{year.ends_on}</Table.Cell>
                <Table.Cell label={m.terms}>
                  {year.terms.length === 0 ? (
                    '—'
                  ) : (
                    <ul className={local.termList}>
                      {year.terms.map((term) => (
                        <li key={term.id}>
                          {term.name}
                          <span className={local.termDates}>
                            <bdi className={local.date}>{term.starts_on}</bdi> {m.termTo}{' '}
                            <bdi className={local.date}>{term.ends_on}</bdi>
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Table.Cell>
                <Table.Cell label={m.current}>
                  {year.is_current ? (
                    <Badge tone="success">{m.current}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={m.makeCurrentOf(year.name)}
                      onClick={() => onMakeCurrent(year)}
                    >
                      {m.makeCurrent}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <form className={styles.inlineForm} onSubmit={submit} aria-label={m.createYear}>
        <TextField
          label={m.yearName}
          hint={m.yearNameHint}
          required
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        <DateField
          label={m.startsOn}
          required
          value={draft.starts_on}
          onChange={(e) => setDraft({ ...draft, starts_on: e.currentTarget.value })}
        />
        <DateField
          label={m.endsOn}
          required
          value={draft.ends_on}
          onChange={(e) => setDraft({ ...draft, ends_on: e.currentTarget.value })}
        />
        <Button type="submit" loading={busy} loadingLabel={schoolMessages.common.saving}>
          {m.createYear}
        </Button>
      </form>
      {years.length > 0 ? (
        <>
          <h3 className={styles.heading}>{m.termsHeading}</h3>
          <TermForm years={years} busy={busy} error={termError ?? null} onAddTerm={onAddTerm} />
        </>
      ) : null}
    </section>
  );
}

function Classes({
  classes,
  busy = false,
  onApplyDefaults,
  onAddClass,
  onAddSection,
}: SchoolSetupViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const [name, setName] = useState('');
  const [sectionFor, setSectionFor] = useState<Record<number, string>>({});
  return (
    <section className={styles.section} aria-labelledby="classes-heading">
      <h2 id="classes-heading" className={styles.heading}>
        {m.classesHeading}
      </h2>
      {classes.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={m.noClasses}
          description={m.noClassesHint}
          action={
            <Button
              onClick={onApplyDefaults}
              loading={busy}
              loadingLabel={schoolMessages.common.saving}
            >
              {m.applyDefaults}
            </Button>
          }
        />
      ) : (
        <Table.Root caption={m.classesCaption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.className}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.sections}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.subjects}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.addSection}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {classes.map((schoolClass) => (
              <Table.Row key={schoolClass.id}>
                <Table.Cell label={m.className}>{schoolClass.name}</Table.Cell>
                <Table.Cell label={m.sections}>
                  <ul className={styles.who}>
                    {schoolClass.sections.map((section) => (
                      <li key={section.id}>
                        {m.sectionSummary(
                          section.name,
                          section.student_count,
                          section.class_teacher ? fullName(section.class_teacher) : null,
                        )}
                      </li>
                    ))}
                  </ul>
                </Table.Cell>
                <Table.Cell label={m.subjects}>
                  {schoolClass.subjects.map((subject) => subject.name).join(', ') || '—'}
                </Table.Cell>
                <Table.Cell label={m.addSection}>
                  <form
                    className={styles.row}
                    aria-label={m.newSection(schoolClass.name)}
                    onSubmit={(event) => {
                      event.preventDefault();
                      onAddSection(schoolClass, sectionFor[schoolClass.id] ?? '');
                    }}
                  >
                    <TextField
                      label={m.newSection(schoolClass.name)}
                      hideLabel
                      required
                      maxLength={20}
                      value={sectionFor[schoolClass.id] ?? ''}
                      onChange={(e) =>
                        setSectionFor({ ...sectionFor, [schoolClass.id]: e.currentTarget.value })
                      }
                    />
                    <Button type="submit" size="sm" variant="outline" disabled={busy}>
                      {m.addSection}
                    </Button>
                  </form>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <form
        className={styles.inlineForm}
        aria-label={m.addClass}
        onSubmit={(event) => {
          event.preventDefault();
          onAddClass(name);
        }}
      >
        <TextField
          label={m.newClass}
          hint={m.newClassHint}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {m.addClass}
        </Button>
      </form>
    </section>
  );
}
