import type { AcademicYear } from '@watni/api-client';
import { Alert, Button, DateField, Select, TextField } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import * as styles from '../_shared/school.css';
import { type NewTerm, termProblem } from './termChecks';

export interface TermFormProps {
  years: readonly AcademicYear[];
  busy?: boolean;
  /** The service's `detail` for the last refused term. */
  error?: string | null;
  onAddTerm: (year: AcademicYear, term: NewTerm) => void;
}

export function TermForm({ years, busy = false, error = null, onAddTerm }: TermFormProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.setup;
  const [yearId, setYearId] = useState(() =>
    String(years.find((y) => y.is_current)?.id ?? years[0]?.id ?? ''),
  );
  const [draft, setDraft] = useState<NewTerm>({ name: '', starts_on: '', ends_on: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const year = years.find((y) => String(y.id) === yearId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = termProblem(year, draft, m);
    setProblem(found);
    if (!found && year) onAddTerm(year, draft);
  };
  const shown = problem ?? error;
  return (
    <form className={styles.inlineForm} onSubmit={submit} aria-label={m.addTerm} noValidate>
      <Select
        label={m.termYear}
        placeholder={m.termYearPlaceholder}
        required
        value={yearId}
        onValueChange={setYearId}
        options={years.map((y) => ({ value: String(y.id), label: y.name }))}
      />
      <TextField
        label={m.termName}
        hint={m.termNameHint}
        required
        maxLength={50}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
      />
      <DateField
        label={m.termStartsOn}
        required
        min={year?.starts_on}
        max={year?.ends_on}
        value={draft.starts_on}
        onChange={(e) => setDraft({ ...draft, starts_on: e.currentTarget.value })}
      />
      <DateField
        label={m.termEndsOn}
        required
        min={year?.starts_on}
        max={year?.ends_on}
        value={draft.ends_on}
        onChange={(e) => setDraft({ ...draft, ends_on: e.currentTarget.value })}
      />
      <Button type="submit" variant="outline" disabled={busy}>
        {m.addTerm}
      </Button>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
    </form>
  );
}
