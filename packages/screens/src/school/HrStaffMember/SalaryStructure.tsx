import type { HrStaffMember, SalaryComponent, SalaryComponentSaveBody } from '@watni/api-client';
import { Alert, Button, Select, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useHrMessages } from '../../messages/HrMessages';
import { useRupees } from '../_hr/HrPage';
import * as styles from '../_timetable/timetable.css';
import { type Save, whole } from './RecordForm';

/** A component's name, kind and amount: empty to add one, filled to change one. */
function ComponentForm({
  label,
  submitLabel,
  initial,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: SalaryComponent;
  onSave: Save<SalaryComponentSaveBody>;
  onCancel?: () => void;
}) {
  const t = useHrMessages();
  const m = t.member;
  const [kind, setKind] = useState<SalaryComponent['kind']>(initial?.kind ?? 'allowance');
  const [name, setName] = useState(initial?.name ?? '');
  const [amount, setAmount] = useState(initial ? String(initial.amount) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const detail = await onSave({ kind, name, amount: whole(amount) });
    setBusy(false);
    setProblem(detail);
    if (!detail && !initial) {
      setName('');
      setAmount('');
    }
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={label}>
      <div className={styles.row}>
        <Select
          label={m.kind}
          value={kind}
          options={[
            { value: 'allowance', label: m.allowance },
            { value: 'deduction', label: m.deduction },
          ]}
          onValueChange={(value) => setKind(value as SalaryComponent['kind'])}
        />
        <TextField
          label={m.componentName}
          value={name}
          maxLength={60}
          required
          onChange={(e) => {
            setProblem(null);
            setName(e.target.value);
          }}
        />
        <TextField
          label={m.amount}
          inputMode="numeric"
          value={amount}
          maxLength={8}
          required
          onChange={(e) => {
            setProblem(null);
            setAmount(e.target.value);
          }}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.row}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.common.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Allowances and deductions with the totals: gross = basic + allowances, net = gross − deductions. */
export function SalaryStructure({
  member,
  onAdd,
  onUpdate,
  onRemove,
}: {
  member: HrStaffMember;
  onAdd: Save<SalaryComponentSaveBody>;
  onUpdate: (componentId: number, body: SalaryComponentSaveBody) => Promise<string | null>;
  onRemove: (componentId: number) => Promise<string | null>;
}) {
  const t = useHrMessages();
  const m = t.member;
  const { format } = useI18n();
  const rupees = useRupees();
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const totals = member.totals;
  const list = (kind: SalaryComponent['kind']) => {
    const parts = member.components.filter((c) => c.kind === kind);
    if (parts.length === 0)
      return (
        <p className={styles.muted}>{kind === 'allowance' ? m.noAllowances : m.noDeductions}</p>
      );
    return (
      <ul className={styles.plainList}>
        {parts.map((c) =>
          editing === c.id ? (
            <li key={c.id}>
              <ComponentForm
                label={format(m.editComponent, { name: c.name })}
                submitLabel={t.common.save}
                initial={c}
                onSave={async (body) => {
                  const detail = await onUpdate(c.id, body);
                  if (!detail) setEditing(null);
                  return detail;
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={c.id} className={styles.row} data-testid="salary-component">
              <span>
                {c.name}: {rupees(c.amount)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={format(m.editComponent, { name: c.name })}
                onClick={() => setEditing(c.id)}
              >
                {t.common.edit}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={format(m.removeComponent, { name: c.name })}
                onClick={async () => setProblem(await onRemove(c.id))}
              >
                {t.common.remove}
              </Button>
            </li>
          ),
        )}
      </ul>
    );
  };
  return (
    <div className={styles.stack}>
      <dl className={styles.tight} data-testid="salary-totals">
        <div>
          <dt className={styles.muted}>{m.basic}</dt>
          <dd style={{ margin: 0 }}>{rupees(totals.basic)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{m.allowances}</dt>
          <dd style={{ margin: 0 }}>{rupees(totals.allowances)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{m.deductions}</dt>
          <dd style={{ margin: 0 }}>{rupees(totals.deductions)}</dd>
        </div>
        <div>
          <dt className={styles.muted}>{m.gross}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }} data-testid="salary-gross">
            {rupees(totals.gross)}
          </dd>
        </div>
        <div>
          <dt className={styles.muted}>{m.net}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }} data-testid="salary-net">
            {rupees(totals.net)}
          </dd>
        </div>
      </dl>
      <h3 className={styles.heading}>{m.allowances}</h3>
      {list('allowance')}
      <h3 className={styles.heading}>{m.deductions}</h3>
      {list('deduction')}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <h3 className={styles.heading}>{m.addComponentTitle}</h3>
      <ComponentForm label={m.addComponentTitle} submitLabel={m.addComponent} onSave={onAdd} />
    </div>
  );
}
