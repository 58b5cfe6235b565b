// A student's fees on their profile (the office): concessions (add, remove) and the ledger.
import type { Concession, FeeHead, FeeLedger } from '@watni/api-client';
import { Alert, Button, Card, EmptyState, Select, Table, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';
import { Ltr } from '../_shared/isolate';
import { dayName, FeesError, FeesLoading, monthName, useRupees } from './FeesParts';

const ALL = 'all';
const KINDS = ['sibling', 'scholarship', 'staff_child', 'other'] as const;

export interface ConcessionDraft {
  fee_head_id: number | null;
  kind: Concession['kind'];
  mode: Concession['mode'];
  value: number;
  reason: string;
}

export interface StudentFeesViewProps {
  heads: FeeHead[];
  concessions: Concession[];
  ledger: FeeLedger | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  busy?: boolean;
  actionError?: string | null;
  onAdd: (draft: ConcessionDraft) => void;
  onRemove: (concessionId: number) => void;
  /** The Export menu (CSV / Excel) of the ledger. */
  exportMenu?: ExportMenuProps;
}

export function StudentFeesView(props: StudentFeesViewProps) {
  const t = useFeesMessages();
  const m = t.concessions;
  const l = t.ledger;
  const { format, locale } = useI18n();
  const rupees = useRupees();
  const [headId, setHeadId] = useState<string>(ALL);
  const [kind, setKind] = useState<Concession['kind']>('sibling');
  const [mode, setMode] = useState<Concession['mode']>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value);
    const next: Record<string, string> = {};
    if (!Number.isInteger(n) || n <= 0) next.value = m.valueRequired;
    else if (mode === 'percent' && n > 100) next.value = m.percentTooHigh;
    if (!reason.trim()) next.reason = t.common.reasonRequired;
    setProblem(next);
    if (Object.keys(next).length) return;
    props.onAdd({
      fee_head_id: headId === ALL ? null : Number(headId),
      kind,
      mode,
      value: n,
      reason: reason.trim(),
    });
    setValue('');
    setReason('');
  };
  if (props.loading) return <FeesLoading />;
  if (props.error) return <FeesError message={props.error} onRetry={props.onRetry} />;
  const ledger = props.ledger;
  return (
    <div className={styles.stack}>
      <Card.Root>
        <Card.Header>
          <Card.Title level={2}>{m.heading}</Card.Title>
        </Card.Header>
        <Card.Body className={styles.stack}>
          <p className={styles.muted}>{m.hint}</p>
          {props.actionError ? <Alert tone="error">{props.actionError}</Alert> : null}
          {props.concessions.length === 0 ? (
            <p className={styles.muted}>{m.empty}</p>
          ) : (
            <ul className={styles.plainList}>
              {props.concessions.map((c) => (
                <li key={c.id} className={styles.spread}>
                  <span>
                    <strong>{m.kinds[c.kind]}</strong> · {c.fee_head_name ?? m.allHeads} ·{' '}
                    {c.mode === 'percent' ? format(m.percent, { value: c.value }) : rupees(c.value)}{' '}
                    · <span className={styles.muted}>{c.reason}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={format(m.removeOf, { kind: m.kinds[c.kind] })}
                    onClick={() => props.onRemove(c.id)}
                  >
                    {m.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form className={styles.row} style={{ alignItems: 'end' }} onSubmit={submit} noValidate>
            <Select
              label={m.head}
              value={headId}
              onValueChange={setHeadId}
              options={[
                { value: ALL, label: m.allHeads },
                ...props.heads.map((h) => ({ value: String(h.id), label: h.name })),
              ]}
            />
            <Select
              label={m.kind}
              value={kind}
              onValueChange={(v) => setKind(v as Concession['kind'])}
              options={KINDS.map((k) => ({ value: k, label: m.kinds[k] }))}
            />
            <Select
              label={m.mode}
              value={mode}
              onValueChange={(v) => setMode(v as Concession['mode'])}
              options={(['percent', 'fixed'] as const).map((v) => ({
                value: v,
                label: m.modes[v],
              }))}
            />
            <TextField
              label={m.value}
              inputMode="numeric"
              value={value}
              error={problem.value}
              style={{ inlineSize: '6rem' }}
              onChange={(event) => setValue(event.target.value.replace(/[^0-9]/g, ''))}
            />
            <TextField
              label={t.common.reason}
              value={reason}
              maxLength={500}
              error={problem.reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" variant="outline" loading={props.busy ?? false}>
              {m.add}
            </Button>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title level={2}>{l.heading}</Card.Title>
          {ledger && ledger.entries.length > 0 && props.exportMenu ? (
            <ExportMenu listName={l.heading} {...props.exportMenu} />
          ) : null}
        </Card.Header>
        <Card.Body className={styles.stack}>
          {!ledger || ledger.entries.length === 0 ? (
            <EmptyState headingLevel={3} title={l.empty} />
          ) : (
            <>
              <p>
                <strong>
                  {format(l.summary, {
                    charged: groupRupees(ledger.charged),
                    paid: groupRupees(ledger.paid),
                    balance: groupRupees(ledger.balance),
                  })}
                </strong>
              </p>
              <Table.Root caption={l.caption}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{l.date}</Table.ColumnHeader>
                    <Table.ColumnHeader>{l.entry}</Table.ColumnHeader>
                    <Table.ColumnHeader>{l.debit}</Table.ColumnHeader>
                    <Table.ColumnHeader>{l.credit}</Table.ColumnHeader>
                    <Table.ColumnHeader>{l.balance}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {ledger.entries.map((e) => (
                    <Table.Row key={`${e.kind}-${e.voucher_no}-${e.receipt_no}`}>
                      <Table.Cell label={l.date}>{dayName(e.date, locale)}</Table.Cell>
                      <Table.Cell label={l.entry}>
                        {e.kind === 'voucher'
                          ? format(l.kinds.voucher, { month: monthName(e.month ?? '', locale) })
                          : e.kind === 'payment'
                            ? format(l.kinds.payment, {
                                method: e.method ? t.common.methods[e.method] : '',
                              })
                            : l.kinds[e.kind]}{' '}
                        <span className={styles.muted}>
                          <Ltr>{e.receipt_no ?? e.voucher_no}</Ltr>
                        </span>
                      </Table.Cell>
                      <Table.Cell label={l.debit}>{e.debit ? rupees(e.debit) : ''}</Table.Cell>
                      <Table.Cell label={l.credit}>{e.credit ? rupees(e.credit) : ''}</Table.Cell>
                      <Table.Cell label={l.balance}>{rupees(e.balance)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </>
          )}
        </Card.Body>
      </Card.Root>
    </div>
  );
}
