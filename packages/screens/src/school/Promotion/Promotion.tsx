import type { AcademicYear, SchoolClass, StudentSummary } from '@watni/api-client';
import { Alert, Button, EmptyState, Select, Table } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as school from '../_shared/school.css';
import { nextClass, type PromotionChoice } from './promotionPlan';

const choices: readonly PromotionChoice[] = ['promote', 'repeat', 'left'];

export interface PromotionViewProps {
  years: readonly AcademicYear[];
  classes: readonly SchoolClass[];
  /** Students placed in the chosen section this year. */
  students: readonly StudentSummary[];
  loading?: boolean;
  studentsLoading?: boolean;
  error?: string | null;
  fromSectionId: number | null;
  onFromSectionChange: (id: number) => void;
  toYearId: number | null;
  onToYearChange: (id: number) => void;
  toSectionId: number | null;
  onToSectionChange: (id: number) => void;
  choices: Readonly<Record<number, PromotionChoice>>;
  onChoiceChange: (studentId: number, choice: PromotionChoice) => void;
  submitting?: boolean;
  result?: { tone: 'success' | 'error'; text: string } | null;
  onConfirm: () => void;
  onRetry?: () => void;
}

/** `/school/promotion` as a pure view. */
export function PromotionView(props: PromotionViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.promotion;
  const { years, classes, students, fromSectionId, toYearId, toSectionId } = props;
  const fromClass = classes.find((c) => c.sections.some((s) => s.id === fromSectionId));
  const targetClass = fromClass ? nextClass(classes, fromClass.id) : undefined;
  const futureYears = years.filter((y) => !y.is_current);
  const counts = { promote: 0, repeat: 0, left: 0 };
  for (const s of students) counts[props.choices[s.id] ?? 'promote'] += 1;
  const ready = Boolean(fromSectionId && toYearId && toSectionId && students.length);
  return (
    <StaffPage title={m.title} description={m.description}>
      {props.loading ? (
        <StaffLoading />
      ) : props.error ? (
        <StaffError message={props.error} onRetry={props.onRetry} />
      ) : (
        <>
          {props.result ? (
            <Alert tone={props.result.tone} role="status">
              {props.result.text}
            </Alert>
          ) : null}
          <div className={school.filters}>
            <Select
              label={m.fromSection}
              placeholder={m.fromPlaceholder}
              value={fromSectionId ? String(fromSectionId) : undefined}
              onValueChange={(v) => props.onFromSectionChange(Number(v))}
              options={classes.flatMap((c) =>
                c.sections.map((s) => ({ value: String(s.id), label: `${c.name} ${s.name}` })),
              )}
            />
            <Select
              label={m.toYear}
              placeholder={m.toYearPlaceholder}
              disabled={futureYears.length === 0}
              value={toYearId ? String(toYearId) : undefined}
              onValueChange={(v) => props.onToYearChange(Number(v))}
              options={futureYears.map((y) => ({ value: String(y.id), label: y.name }))}
            />
            <Select
              label={m.toSection}
              placeholder={m.toSectionPlaceholder}
              disabled={!targetClass}
              value={toSectionId ? String(toSectionId) : undefined}
              onValueChange={(v) => props.onToSectionChange(Number(v))}
              options={(targetClass?.sections ?? []).map((s) => ({
                value: String(s.id),
                label: `${targetClass?.name} ${s.name}`,
              }))}
            />
          </div>
          {futureYears.length === 0 ? <Alert tone="warning">{m.noNextYear}</Alert> : null}
          {fromClass && !targetClass ? <Alert tone="warning">{m.lastClass}</Alert> : null}
          {!fromSectionId ? (
            <p className={school.muted}>{m.choose}</p>
          ) : props.studentsLoading ? (
            <StaffLoading />
          ) : students.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <>
              <Table.Root caption={m.caption}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.roll}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.student}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.outcome}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {students.map((s) => {
                    const name = `${s.first_name} ${s.last_name}`;
                    return (
                      <Table.Row key={s.id}>
                        <Table.Cell label={m.roll}>{s.placement?.roll_no ?? '—'}</Table.Cell>
                        <Table.Cell label={m.student}>{name}</Table.Cell>
                        <Table.Cell label={m.outcome}>
                          <Select
                            label={m.outcomeOf(name)}
                            hideLabel
                            value={props.choices[s.id] ?? 'promote'}
                            onValueChange={(v) => props.onChoiceChange(s.id, v as PromotionChoice)}
                            options={choices.map((c) => ({ value: c, label: m.choices[c] }))}
                          />
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
              <div className={school.footer}>
                <span className={school.muted}>
                  {m.summary(counts.promote, counts.repeat, counts.left)}
                </span>
                <Button
                  disabled={!ready}
                  loading={props.submitting}
                  loadingLabel={m.confirming}
                  onClick={props.onConfirm}
                >
                  {m.confirm}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </StaffPage>
  );
}
