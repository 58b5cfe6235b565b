// The office's other fee panels: voucher runs (start, progress), defaulters (reminders), and
// the collection by month, class and method.
import type { FeeCollectionReport, FeeDefaulter, VoucherRun } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  DateField,
  EmptyState,
  MonthField,
  Pagination,
  Select,
  Table,
  useI18n,
} from '@watni/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';
import { Ltr } from '../_shared/isolate';
import { dayName, FeesError, FeesLoading, monthName, useRupees } from './FeesParts';

const ALL = 'all';

// ------------------------------------------------------------------ runs

export interface RunsPanelProps {
  classes: { id: number; name: string }[];
  runs: VoucherRun[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  starting?: boolean;
  startError?: string | null;
  started?: boolean;
  defaultMonth: string;
  onStart: (body: { month: string; class_ids: number[] | null; due_date?: string }) => void;
}

const RUN_TONES = {
  queued: 'neutral',
  running: 'info',
  done: 'success',
  failed: 'danger',
} as const;

export function RunsPanel(props: RunsPanelProps) {
  const t = useFeesMessages();
  const m = t.runs;
  const { format, locale } = useI18n();
  const [month, setMonth] = useState(props.defaultMonth);
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!month) return setProblem(m.monthRequired);
    setProblem(null);
    props.onStart({
      month,
      class_ids: all || chosen.length === 0 ? null : chosen,
      ...(due ? { due_date: due } : {}),
    });
  };
  return (
    <div className={styles.stack}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <h2 className={styles.heading}>{m.heading}</h2>
        <p className={styles.muted}>{m.hint}</p>
        <div className={styles.row} style={{ alignItems: 'end' }}>
          <MonthField
            label={m.month}
            value={month}
            error={problem ?? undefined}
            onChange={(event) => setMonth(event.target.value)}
          />
          <DateField
            label={m.dueDate}
            hint={m.dueHint}
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
        </div>
        <fieldset className={styles.stack} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.muted}>{m.classes}</legend>
          <Checkbox
            label={m.allClasses}
            checked={all}
            onCheckedChange={(checked) => setAll(checked === true)}
          />
          {all ? null : (
            <div className={styles.row}>
              {props.classes.map((c) => (
                <Checkbox
                  key={c.id}
                  label={c.name}
                  checked={chosen.includes(c.id)}
                  onCheckedChange={(checked) =>
                    setChosen((list) =>
                      checked === true ? [...list, c.id] : list.filter((id) => id !== c.id),
                    )
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
        {props.startError ? <Alert tone="error">{props.startError}</Alert> : null}
        {props.started ? <Alert tone="success">{m.started}</Alert> : null}
        <div>
          <Button type="submit" loading={props.starting ?? false}>
            {m.start}
          </Button>
        </div>
      </form>
      {props.loading ? (
        <FeesLoading />
      ) : props.error ? (
        <FeesError message={props.error} onRetry={props.onRetry} />
      ) : props.runs.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <Table.Root caption={m.caption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.month}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.classes}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.common.status}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.progress}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.created}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.skipped}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {props.runs.map((run) => (
              <Table.Row key={run.id}>
                <Table.Cell label={m.month}>{monthName(run.month, locale)}</Table.Cell>
                <Table.Cell label={m.classes}>
                  {run.class_ids
                    ? format(m.forClasses, { count: run.class_ids.length })
                    : m.allClasses}
                </Table.Cell>
                <Table.Cell label={t.common.status}>
                  <Badge tone={RUN_TONES[run.status]}>{m.runStatus[run.status]}</Badge>
                  {run.error ? <span className={styles.muted}> {run.error}</span> : null}
                </Table.Cell>
                <Table.Cell label={m.progress}>
                  <progress
                    max={Math.max(1, run.students_total)}
                    value={run.students_done}
                    aria-label={format(m.progressLabel, {
                      done: run.students_done,
                      total: run.students_total,
                    })}
                    style={{ inlineSize: '6rem', verticalAlign: 'middle' }}
                  />{' '}
                  {format(m.progressLabel, { done: run.students_done, total: run.students_total })}
                </Table.Cell>
                <Table.Cell label={m.created}>{run.vouchers_created}</Table.Cell>
                <Table.Cell label={m.skipped}>{run.vouchers_skipped}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ defaulters

export interface DefaultersPanelProps {
  classes: { id: number; name: string }[];
  classId: number | null;
  onClassChange: (classId: number | null) => void;
  items: FeeDefaulter[];
  total: number;
  totalOverdue: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  notice?: string | null;
  remindingId?: number | null;
  onRemind: (voucherId: number) => void;
  onDownload: (voucherId: number) => void;
  /** "Remind every defaulter" (its button and dialog), beside the class filter. */
  remindAll?: ReactNode;
  /** The Export menu (CSV / Excel) of every defaulter of the filter. */
  exportMenu?: ExportMenuProps;
}

export function DefaultersPanel(props: DefaultersPanelProps) {
  const t = useFeesMessages();
  const m = t.defaulters;
  const { format, locale } = useI18n();
  const rupees = useRupees();
  const pageCount = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Select
          label={t.common.class}
          value={props.classId === null ? ALL : String(props.classId)}
          onValueChange={(v) => props.onClassChange(v === ALL ? null : Number(v))}
          options={[
            { value: ALL, label: t.common.allClasses },
            ...props.classes.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        {props.items.length ? props.remindAll : null}
        {props.items.length && props.exportMenu ? (
          <ExportMenu listName={t.office.tabs.defaulters} {...props.exportMenu} />
        ) : null}
      </div>
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      {props.loading ? (
        <FeesLoading />
      ) : props.error ? (
        <FeesError message={props.error} onRetry={props.onRetry} />
      ) : props.items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <p>
            <strong>
              {format(m.totalOverdue, {
                amount: groupRupees(props.totalOverdue),
                count: props.total,
              })}
            </strong>
          </p>
          <Table.Root caption={m.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{t.common.student}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.class}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.voucherNo}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.dueDate}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.daysOverdue}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.balance}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.guardians}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.common.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {props.items.map((d) => (
                <Table.Row key={d.voucher_id}>
                  <Table.Cell label={t.common.student}>
                    {d.student_name} <span className={styles.muted}>{d.admission_no}</span>
                  </Table.Cell>
                  <Table.Cell label={t.common.class}>
                    {d.class_name} {d.section_name ?? ''}
                  </Table.Cell>
                  <Table.Cell label={t.common.voucherNo}>
                    <Ltr>{d.voucher_no}</Ltr>{' '}
                    <span className={styles.muted}>{monthName(d.month, locale)}</span>
                  </Table.Cell>
                  <Table.Cell label={t.common.dueDate}>{dayName(d.due_date, locale)}</Table.Cell>
                  <Table.Cell label={m.daysOverdue}>{d.days_overdue}</Table.Cell>
                  <Table.Cell label={t.common.balance}>
                    <strong>{rupees(d.balance)}</strong>
                  </Table.Cell>
                  <Table.Cell label={m.guardians}>
                    {d.guardians.map((g) => (
                      <div key={`${g.name}-${g.mobile}`}>
                        {g.name}:{' '}
                        {g.mobile ? (
                          <a href={`tel:${g.mobile}`} dir="ltr">
                            {g.mobile}
                          </a>
                        ) : (
                          <span className={styles.muted}>{m.noMobile}</span>
                        )}
                      </div>
                    ))}
                  </Table.Cell>
                  <Table.Cell label={t.common.actions}>
                    <div className={styles.row}>
                      <Button
                        size="sm"
                        loading={props.remindingId === d.voucher_id}
                        disabled={d.guardians.length === 0}
                        aria-label={format(m.remindOf, { name: d.student_name })}
                        onClick={() => props.onRemind(d.voucher_id)}
                      >
                        {m.remind}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={format(t.common.downloadPdfOf, { name: d.student_name })}
                        onClick={() => props.onDownload(d.voucher_id)}
                      >
                        {t.common.downloadPdf}
                      </Button>
                    </div>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {pageCount > 1 ? (
            <Pagination
              page={props.page}
              pageCount={pageCount}
              onPageChange={props.onPageChange}
              label={t.common.pages}
              previousLabel={t.common.previous}
              nextLabel={t.common.next}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ collection

export interface CollectionPanelProps {
  from: string;
  to: string;
  onRangeChange: (from: string, to: string) => void;
  report: FeeCollectionReport | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The Export menu (CSV / Excel): every payment of the range. */
  exportMenu?: ExportMenuProps;
}

export function CollectionPanel(props: CollectionPanelProps) {
  const t = useFeesMessages();
  const m = t.collection;
  const { format, locale } = useI18n();
  const rupees = useRupees();
  const table = (
    caption: string,
    rows: { key: string; label: string; amount: number; payments: number }[],
  ) => (
    <Table.Root caption={caption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{caption}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.payments}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.amount}</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key}>
            <Table.Cell label={caption}>{r.label}</Table.Cell>
            <Table.Cell label={m.payments}>{r.payments}</Table.Cell>
            <Table.Cell label={m.amount}>{rupees(r.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  const report = props.report;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <MonthField
          label={m.from}
          value={props.from}
          onChange={(event) =>
            event.target.value && props.onRangeChange(event.target.value, props.to)
          }
        />
        <MonthField
          label={m.to}
          value={props.to}
          onChange={(event) =>
            event.target.value && props.onRangeChange(props.from, event.target.value)
          }
        />
        {props.exportMenu ? (
          <ExportMenu listName={t.office.tabs.collection} {...props.exportMenu} />
        ) : null}
      </div>
      {props.loading ? (
        <FeesLoading />
      ) : props.error || !report ? (
        <FeesError message={props.error} onRetry={props.onRetry} />
      ) : report.total === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <p>
            <strong>{format(m.total, { amount: groupRupees(report.total) })}</strong>
          </p>
          {table(
            m.byMonth,
            report.by_month.map((r) => ({ key: r.month, label: monthName(r.month, locale), ...r })),
          )}
          {table(
            m.byClass,
            report.by_class.map((r) => ({ key: String(r.class_id), label: r.class_name, ...r })),
          )}
          {table(
            m.byMethod,
            report.by_method.map((r) => ({
              key: r.method,
              label: t.common.methods[r.method],
              ...r,
            })),
          )}
        </>
      )}
    </div>
  );
}
