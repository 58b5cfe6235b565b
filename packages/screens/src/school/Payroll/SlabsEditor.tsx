import type { IncomeTaxSlab, IncomeTaxSlabsBody } from '@watni/api-client';
import { Alert, Button, FormErrorSummary, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { usePayrollMessages } from '../../messages/PayrollMessages';
import * as styles from '../_timetable/timetable.css';
import {
  addSlabRow,
  MAX_SLABS,
  removeSlabRow,
  type SlabRowDraft,
  slabFieldIds,
  slabRowsFrom,
  toSlabsBody,
  updateSlabRow,
  validateSlabs,
} from './slabsForm';

export interface SlabsEditorProps {
  /** The slabs in force, the editor's starting rows. */
  slabs: readonly IncomeTaxSlab[];
  /** Saves the whole table; the server's detail sentence when refused, else null. */
  onSave: (body: IncomeTaxSlabsBody) => Promise<string | null>;
  onCancel: () => void;
  saving?: boolean;
  /** A refusal to show from the start (stories). */
  initialProblem?: string | null;
}

const fieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** The office's editor of the income tax slabs: one row a slab, sent as a whole. */
export function SlabsEditor({
  slabs,
  onSave,
  onCancel,
  saving,
  initialProblem = null,
}: SlabsEditorProps) {
  const s = usePayrollMessages().slabs;
  const m = s.editor;
  const { format } = useI18n();
  const [rows, setRows] = useState<SlabRowDraft[]>(() => slabRowsFrom(slabs));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  // Errors appear after the first try to save, then follow the typing.
  const errors = submitted ? validateSlabs(rows, m) : {};
  const summary = Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));
  const edit = (key: string, patch: Partial<Omit<SlabRowDraft, 'key'>>) =>
    setRows((current) => updateSlabRow(current, key, patch));
  return (
    <form
      className={styles.stack}
      data-testid="slabs-editor"
      aria-label={m.heading}
      noValidate
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(validateSlabs(rows, m)).length) return;
        setProblem(await onSave(toSlabsBody(rows)));
      }}
    >
      <p className={styles.muted}>{m.description}</p>
      <FormErrorSummary errors={summary} title={m.fixProblems} />
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <fieldset key={row.key} style={fieldset} data-testid="slab-row">
            <legend className={styles.heading}>{format(m.slab, { number })}</legend>
            <div className={styles.row}>
              <TextField
                id={slabFieldIds.from(row.key)}
                label={s.from}
                inputMode="numeric"
                required
                value={row.from}
                error={errors[slabFieldIds.from(row.key)]}
                onChange={(event) => edit(row.key, { from: event.target.value })}
              />
              <TextField
                id={slabFieldIds.to(row.key)}
                label={s.to}
                hint={m.toHint}
                inputMode="numeric"
                value={row.to}
                error={errors[slabFieldIds.to(row.key)]}
                onChange={(event) => edit(row.key, { to: event.target.value })}
              />
              <TextField
                id={slabFieldIds.fixed(row.key)}
                label={s.fixed}
                inputMode="numeric"
                required
                value={row.fixed}
                error={errors[slabFieldIds.fixed(row.key)]}
                onChange={(event) => edit(row.key, { fixed: event.target.value })}
              />
              <TextField
                id={slabFieldIds.rate(row.key)}
                label={m.ratePercentLabel}
                inputMode="decimal"
                required
                value={row.rate}
                error={errors[slabFieldIds.rate(row.key)]}
                onChange={(event) => edit(row.key, { rate: event.target.value })}
              />
              {rows.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={format(m.removeRowLabel, { number })}
                  onClick={() => setRows((current) => removeSlabRow(current, row.key))}
                >
                  {m.removeRow}
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.row}>
        <Button
          variant="outline"
          disabled={rows.length >= MAX_SLABS}
          onClick={() => setRows((current) => addSlabRow(current))}
        >
          {m.addRow}
        </Button>
        <Button type="submit" loading={saving} data-testid="slabs-save">
          {m.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
