// Fee setup: the heads, the structure of a year (a row of amounts per class), and the due day,
// late fee and bank account printed on the vouchers.
import type { FeeHead, FeeSettings, FeeStructure } from '@watni/api-client';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Select,
  Switch,
  Table,
  TextField,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { type DueRuleProblems, readDueRule } from './dueRule';
import { FeesError, FeesLoading, useRupees } from './FeesParts';

type DueRule = NonNullable<FeeSettings['due_rule']>;

const KINDS = ['admission', 'tuition', 'annual', 'exam', 'transport', 'other'] as const;
const FREQUENCIES = ['one_time', 'monthly', 'annual'] as const;

export interface SetupPanelProps {
  heads: FeeHead[];
  years: { id: number; name: string }[];
  yearId: number | null;
  onYearChange: (yearId: number) => void;
  structure: FeeStructure | null;
  settings: FeeSettings | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  busy?: boolean;
  actionError?: string | null;
  notice?: string | null;
  onAddHead: (head: Pick<FeeHead, 'name' | 'kind' | 'frequency'>) => void;
  onToggleHead: (headId: number, active: boolean) => void;
  onSaveClass: (classId: number, amounts: { fee_head_id: number; amount: number }[]) => void;
  onSaveSettings: (settings: FeeSettings) => void;
}

export function SetupPanel(props: SetupPanelProps) {
  const t = useFeesMessages();
  const m = t.setup;
  if (props.loading) return <FeesLoading />;
  if (props.error) return <FeesError message={props.error} onRetry={props.onRetry} />;
  return (
    <div className={styles.stack}>
      {props.actionError ? <Alert tone="error">{props.actionError}</Alert> : null}
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      <HeadsCard {...props} />
      <Card.Root>
        <Card.Header>
          <Card.Title level={2}>{m.structure}</Card.Title>
        </Card.Header>
        <Card.Body className={styles.stack}>
          <p className={styles.muted}>{m.structureHint}</p>
          {props.years.length === 0 ? (
            <EmptyState headingLevel={3} title={m.noYear} />
          ) : (
            <>
              <Select
                label={m.year}
                value={props.yearId === null ? '' : String(props.yearId)}
                onValueChange={(v) => props.onYearChange(Number(v))}
                options={props.years.map((y) => ({ value: String(y.id), label: y.name }))}
              />
              {props.structure ? (
                <StructureTable {...props} structure={props.structure} />
              ) : (
                <FeesLoading />
              )}
            </>
          )}
        </Card.Body>
      </Card.Root>
      {props.settings ? <SettingsCard {...props} settings={props.settings} /> : null}
    </div>
  );
}

function HeadsCard(props: SetupPanelProps) {
  const t = useFeesMessages();
  const m = t.setup;
  const [name, setName] = useState('');
  const [kind, setKind] = useState<FeeHead['kind']>('tuition');
  const [frequency, setFrequency] = useState<FeeHead['frequency']>('monthly');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(m.nameRequired);
    setProblem(null);
    props.onAddHead({ name: name.trim(), kind, frequency });
    setName('');
  };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.heads}</Card.Title>
      </Card.Header>
      <Card.Body className={styles.stack}>
        <p className={styles.muted}>{m.headsHint}</p>
        <Table.Root caption={m.heads}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.headName}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.headKind}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.frequency}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.active}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {props.heads.map((h) => (
              <Table.Row key={h.id}>
                <Table.Cell label={m.headName}>{h.name}</Table.Cell>
                <Table.Cell label={m.headKind}>{m.kinds[h.kind]}</Table.Cell>
                <Table.Cell label={m.frequency}>{m.frequencies[h.frequency]}</Table.Cell>
                <Table.Cell label={m.active}>
                  <Switch
                    label={<VisuallyHidden>{`${h.name}: ${m.active}`}</VisuallyHidden>}
                    checked={h.is_active}
                    onCheckedChange={(checked) => props.onToggleHead(h.id, checked)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <form className={styles.row} style={{ alignItems: 'end' }} onSubmit={submit} noValidate>
          <TextField
            label={m.headName}
            value={name}
            maxLength={100}
            error={problem ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label={m.headKind}
            value={kind}
            onValueChange={(v) => setKind(v as FeeHead['kind'])}
            options={KINDS.map((k) => ({ value: k, label: m.kinds[k] }))}
          />
          <Select
            label={m.frequency}
            value={frequency}
            onValueChange={(v) => setFrequency(v as FeeHead['frequency'])}
            options={FREQUENCIES.map((f) => ({ value: f, label: m.frequencies[f] }))}
          />
          <Button type="submit" variant="outline" loading={props.busy ?? false}>
            {m.addHead}
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function StructureTable(props: SetupPanelProps & { structure: FeeStructure }) {
  const m = useFeesMessages().setup;
  const { format } = useI18n();
  const rupees = useRupees();
  const heads = props.structure.heads.filter((h) => h.is_active);
  const initial = () =>
    Object.fromEntries(
      props.structure.classes.map((c) => [
        c.class_id,
        Object.fromEntries(
          heads.map((h) => [
            h.id,
            String(c.amounts.find((a) => a.fee_head_id === h.id)?.amount ?? 0),
          ]),
        ),
      ]),
    ) as Record<number, Record<number, string>>;
  const [draft, setDraft] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved structure changes
  useEffect(() => setDraft(initial()), [props.structure]);
  return (
    <ul className={styles.plainList}>
      {props.structure.classes.map((c) => (
        <li key={c.class_id} className={styles.stack} style={{ gap: '0.5rem' }}>
          <div className={styles.spread}>
            <strong>{c.class_name}</strong>
            <span className={styles.muted}>
              {m.monthlyTotal}: {rupees(c.monthly_total)}
            </span>
          </div>
          <div className={styles.row} style={{ alignItems: 'end' }}>
            {heads.map((h) => (
              <TextField
                key={h.id}
                label={h.name}
                aria-label={format(m.amountOf, { head: h.name, className: c.class_name })}
                inputMode="numeric"
                value={draft[c.class_id]?.[h.id] ?? '0'}
                style={{ inlineSize: '7rem' }}
                onChange={(event) => {
                  const value = event.target.value.replace(/[^0-9]/g, '');
                  setDraft((d) => ({ ...d, [c.class_id]: { ...d[c.class_id], [h.id]: value } }));
                }}
              />
            ))}
            <Button
              variant="outline"
              size="sm"
              loading={props.busy ?? false}
              onClick={() =>
                props.onSaveClass(
                  c.class_id,
                  heads.map((h) => ({
                    fee_head_id: h.id,
                    amount: Number(draft[c.class_id]?.[h.id] || 0),
                  })),
                )
              }
            >
              {format(m.saveClass, { name: c.class_name })}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function SettingsCard(props: SetupPanelProps & { settings: FeeSettings }) {
  const t = useFeesMessages();
  const m = t.setup;
  const [s, setS] = useState(props.settings);
  useEffect(() => setS(props.settings), [props.settings]);
  const text = (
    key: 'bank_name' | 'bank_branch' | 'account_title' | 'account_number' | 'iban',
  ) => ({
    value: s[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setS({ ...s, [key]: event.target.value || null }),
  });
  // The two day fields are typed as text so that a wrong value is shown and refused, not clamped.
  const [dueDay, setDueDay] = useState(String(props.settings.due_day));
  const [afterDays, setAfterDays] = useState(String(props.settings.due_after_days ?? 10));
  const [problems, setProblems] = useState<DueRuleProblems>({});
  useEffect(() => {
    setDueDay(String(props.settings.due_day));
    setAfterDays(String(props.settings.due_after_days ?? 10));
  }, [props.settings]);
  const rule = s.due_rule ?? 'day_of_month';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDueRule({ dueDay, afterDays }, m);
    setProblems(read.ok ? {} : read.problems);
    if (!read.ok) return;
    props.onSaveSettings({
      ...s,
      due_day: read.due_day,
      due_rule: rule,
      due_after_days: read.due_after_days,
    });
  };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.settings}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <div className={styles.row} style={{ alignItems: 'end' }}>
            <Select
              label={m.dueRule}
              value={rule}
              onValueChange={(v) => setS({ ...s, due_rule: v as DueRule })}
              options={(['day_of_month', 'days_after_issue'] as const).map((v) => ({
                value: v,
                label: m.dueRules[v],
              }))}
            />
            {rule === 'day_of_month' ? (
              <TextField
                label={m.dueDay}
                inputMode="numeric"
                maxLength={2}
                value={dueDay}
                error={problems.dueDay}
                onChange={(event) => setDueDay(event.target.value)}
              />
            ) : null}
            <TextField
              label={m.dueAfterDays}
              inputMode="numeric"
              maxLength={2}
              value={afterDays}
              error={problems.afterDays}
              hint={rule === 'day_of_month' ? m.dueAfterHint : undefined}
              onChange={(event) => setAfterDays(event.target.value)}
            />
          </div>
          <div className={styles.row} style={{ alignItems: 'end' }}>
            <Select
              label={m.lateFee}
              value={s.late_fee_mode}
              onValueChange={(v) =>
                setS({
                  ...s,
                  late_fee_mode: v as FeeSettings['late_fee_mode'],
                  late_fee_cap: v === 'per_day' ? s.late_fee_cap : null,
                })
              }
              options={(['none', 'fixed', 'per_day'] as const).map((v) => ({
                value: v,
                label: m.lateModes[v],
              }))}
            />
            {s.late_fee_mode !== 'none' ? (
              <TextField
                label={m.lateAmount}
                inputMode="numeric"
                value={String(s.late_fee_amount)}
                onChange={(event) =>
                  setS({
                    ...s,
                    late_fee_amount: Number(event.target.value.replace(/[^0-9]/g, '')) || 0,
                  })
                }
              />
            ) : null}
            {s.late_fee_mode === 'per_day' ? (
              <TextField
                label={m.lateCap}
                inputMode="numeric"
                value={s.late_fee_cap === null ? '' : String(s.late_fee_cap)}
                onChange={(event) => {
                  const v = event.target.value.replace(/[^0-9]/g, '');
                  setS({ ...s, late_fee_cap: v ? Number(v) : null });
                }}
              />
            ) : null}
          </div>
          <div className={styles.row}>
            <TextField label={m.bankName} maxLength={100} {...text('bank_name')} />
            <TextField label={m.bankBranch} maxLength={150} {...text('bank_branch')} />
            <TextField label={m.accountTitle} maxLength={150} {...text('account_title')} />
            <TextField label={m.accountNumber} maxLength={40} {...text('account_number')} />
            <TextField label={m.iban} maxLength={50} dir="ltr" {...text('iban')} />
          </div>
          <div className={styles.row}>
            {(['sibling_second_percent', 'sibling_third_percent'] as const).map((key) => (
              <TextField
                key={key}
                label={key === 'sibling_second_percent' ? m.siblingSecond : m.siblingThird}
                inputMode="numeric"
                maxLength={3}
                value={String(s[key] ?? 0)}
                onChange={(event) =>
                  setS({
                    ...s,
                    [key]: Math.min(100, Number(event.target.value.replace(/[^0-9]/g, '')) || 0),
                  })
                }
              />
            ))}
          </div>
          <div>
            <Button type="submit" loading={props.busy ?? false}>
              {t.common.save}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
