import type {
  IncomeTaxSlab,
  IncomeTaxSlabsBody,
  PayrollRun,
  PayrollRunDetail,
  PayrollStaff,
  PrintJob,
  StaffAdvance,
} from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DateField,
  MonthField,
  NumberField,
  Select,
  Table,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { usePayrollMessages } from '../../messages/PayrollMessages';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';
import * as styles from '../_timetable/timetable.css';
import { SlabsEditor } from './SlabsEditor';
import { useMonthLabel, usePayrollRupees } from './usePayrollFormat';

export interface AdvanceDraft {
  user_id: number;
  amount: number;
  instalment: number;
  taken_on: string;
}

export interface PayrollViewProps {
  runs: readonly PayrollRun[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The month the run form starts on (this month, Pakistan time). */
  defaultMonth: string;
  /** Runs (or runs again) a month; the detail sentence when refused, else null. */
  onRun: (month: string) => Promise<string | null>;
  running?: boolean;
  selected: PayrollRunDetail | null;
  selectedLoading?: boolean;
  onSelect: (runId: number) => void;
  onApprove: (runId: number) => Promise<string | null>;
  approving?: boolean;
  onPayslipPdf: (payslipId: number) => void;
  onPrint: (language: 'en' | 'ur') => void;
  printJob: PrintJob | null;
  onDownloadPrint: () => void;
  bankSheet: Omit<ExportMenuProps, 'listName'>;
  staff: readonly PayrollStaff[];
  advances: readonly StaffAdvance[];
  onGiveAdvance: (draft: AdvanceDraft) => Promise<string | null>;
  slabs: readonly IncomeTaxSlab[];
  slabsAreDefault: boolean;
  taxYearOfDefault: string;
  /** Replaces the school's slabs; the server's detail sentence when refused, else null. */
  onSaveSlabs: (body: IncomeTaxSlabsBody) => Promise<string | null>;
  savingSlabs?: boolean;
  /** Opens the slab editor from the start (stories). */
  slabsEditing?: boolean;
  /** A refusal shown in the open editor from the start (stories). */
  slabsProblem?: string | null;
}

/** /school/payroll: months, the run of a month, its payslips, approval, printing, advances, tax. */
export function PayrollView(props: PayrollViewProps) {
  const t = usePayrollMessages();
  const m = t.office;
  const [month, setMonth] = useState(props.defaultMonth);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SchoolPage title={m.title} description={m.description}>
      <Card.Root>
        <Card.Header>
          <Card.Title level={2}>{m.runHeading}</Card.Title>
        </Card.Header>
        <Card.Body>
          <form
            className={styles.row}
            onSubmit={async (event: FormEvent) => {
              event.preventDefault();
              setProblem(await props.onRun(month));
            }}
          >
            <MonthField
              label={m.month}
              value={month}
              required
              onChange={(event) => setMonth(event.target.value)}
            />
            <Button type="submit" loading={props.running} data-testid="payroll-run">
              {m.run}
            </Button>
          </form>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
        </Card.Body>
      </Card.Root>
      {props.loading ? (
        <SchoolLoading label={t.common.loading} />
      ) : props.error ? (
        <SchoolError message={props.error} retryLabel={t.common.retry} onRetry={props.onRetry} />
      ) : (
        <Months {...props} />
      )}
      {props.selected ? <RunDetail {...props} detail={props.selected} /> : null}
      <Advances {...props} />
      <Slabs {...props} />
    </SchoolPage>
  );
}

function StatusBadge({ status }: { status: PayrollRun['status'] }) {
  const c = usePayrollMessages().common;
  return status === 'approved' ? (
    <Badge tone="success">{c.approved}</Badge>
  ) : (
    <Badge tone="warning">{c.draft}</Badge>
  );
}

function Months({ runs, onSelect }: PayrollViewProps) {
  const m = usePayrollMessages().office;
  const rupees = usePayrollRupees();
  const monthLabel = useMonthLabel();
  const { format } = useI18n();
  if (!runs.length) return <p className={styles.muted}>{m.noMonths}</p>;
  return (
    <Table.Root caption={m.monthsHeading}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{m.monthColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.statusColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.staffColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.grossColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.netColumn}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <span className={styles.muted}>{m.open}</span>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {runs.map((run) => (
          <Table.Row key={run.id} data-testid="payroll-month">
            <Table.Cell>{monthLabel(run.month)}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={run.status} />
            </Table.Cell>
            <Table.Cell>{run.staff_count}</Table.Cell>
            <Table.Cell>{rupees(run.total_gross)}</Table.Cell>
            <Table.Cell>{rupees(run.total_net)}</Table.Cell>
            <Table.Cell>
              <Button
                variant="outline"
                size="sm"
                aria-label={format(m.openLabel, { month: monthLabel(run.month) })}
                onClick={() => onSelect(run.id)}
              >
                {m.open}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RunDetail(props: PayrollViewProps & { detail: PayrollRunDetail }) {
  const m = usePayrollMessages().office;
  const rupees = usePayrollRupees();
  const monthLabel = useMonthLabel();
  const { format } = useI18n();
  const { run, payslips } = props.detail;
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const job = props.printJob;
  const sum = (pick: (p: (typeof payslips)[number]) => number) =>
    payslips.reduce((total, p) => total + pick(p), 0);
  return (
    <Card.Root data-testid="payroll-run-detail">
      <Card.Header>
        <Card.Title level={2}>
          {format(m.payslipsCaption, { month: monthLabel(run.month) })}{' '}
          <StatusBadge status={run.status} />
        </Card.Title>
        {run.approved_by_name ? (
          <Card.Description>
            {format(m.approvedOn, { name: run.approved_by_name })}
          </Card.Description>
        ) : null}
      </Card.Header>
      <Card.Body>
        <div className={styles.stack}>
          <Table.Root caption={format(m.payslipsCaption, { month: monthLabel(run.month) })}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{m.nameColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.grossColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.unpaidColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.taxColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.advanceColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.netColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pdf}</Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {payslips.map((slip) => (
                <Table.Row key={slip.id} data-testid="payslip-row">
                  <Table.Cell>{slip.staff_name}</Table.Cell>
                  <Table.Cell>{rupees(slip.gross)}</Table.Cell>
                  <Table.Cell>{slip.unpaid_days}</Table.Cell>
                  <Table.Cell>{rupees(slip.income_tax)}</Table.Cell>
                  <Table.Cell>{rupees(slip.advance_recovery)}</Table.Cell>
                  <Table.Cell>{rupees(slip.net)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={format(m.pdfLabel, { name: slip.staff_name })}
                      onClick={() => props.onPayslipPdf(slip.id)}
                    >
                      {m.pdf}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
              <Table.Row>
                <Table.Cell>
                  <strong>{m.totals}</strong>
                </Table.Cell>
                <Table.Cell>{rupees(run.total_gross)}</Table.Cell>
                <Table.Cell>{sum((p) => p.unpaid_days)}</Table.Cell>
                <Table.Cell>{rupees(sum((p) => p.income_tax))}</Table.Cell>
                <Table.Cell>{rupees(sum((p) => p.advance_recovery))}</Table.Cell>
                <Table.Cell data-testid="payroll-total-net">
                  <strong>{rupees(run.total_net)}</strong>
                </Table.Cell>
                <Table.Cell />
              </Table.Row>
            </Table.Body>
          </Table.Root>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className={styles.row}>
            {run.status === 'draft' ? (
              <>
                <Button onClick={() => setConfirming(true)} data-testid="payroll-approve">
                  {m.approve}
                </Button>
                <Button variant="outline" onClick={() => void props.onRun(run.month)}>
                  {m.runAgain}
                </Button>
              </>
            ) : null}
            <Button variant="outline" onClick={() => props.onPrint('en')}>
              {m.printEnglish}
            </Button>
            <Button variant="outline" onClick={() => props.onPrint('ur')}>
              {m.printUrdu}
            </Button>
            <ExportMenu listName={m.bankSheet} {...props.bankSheet} />
          </div>
          {job ? (
            job.status === 'done' ? (
              <Alert
                tone="success"
                action={
                  <Button size="sm" variant="outline" onClick={props.onDownloadPrint}>
                    {m.downloadPrint}
                  </Button>
                }
              >
                {m.printDone}
              </Alert>
            ) : job.status === 'failed' ? (
              <Alert tone="error">{m.printFailed}</Alert>
            ) : (
              <p role="status" data-testid="payroll-print-progress">
                {format(m.printing, { done: job.done, total: job.total })}
              </p>
            )
          ) : null}
        </div>
        <ConfirmDialog
          open={confirming}
          title={format(m.approveTitle, { month: monthLabel(run.month) })}
          message={m.approveMessage}
          confirmLabel={m.approve}
          loading={props.approving}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            const refused = await props.onApprove(run.id);
            setProblem(refused);
            setConfirming(false);
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

function Advances({ staff, advances, onGiveAdvance, defaultMonth }: PayrollViewProps) {
  const m = usePayrollMessages().advances;
  const rupees = usePayrollRupees();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [instalment, setInstalment] = useState<number | null>(null);
  const [takenOn, setTakenOn] = useState(`${defaultMonth}-01`);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.heading}</Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={styles.stack}>
          {advances.length === 0 ? (
            <p className={styles.muted}>{m.none}</p>
          ) : (
            <Table.Root caption={m.heading}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.staff}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.takenOn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.instalment}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.recovered}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.remaining}</Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {advances.map((a) => (
                  <Table.Row key={a.id} data-testid="advance-row">
                    <Table.Cell>{a.staff_name}</Table.Cell>
                    <Table.Cell>
                      <bdi dir="ltr">{a.taken_on}</bdi>
                    </Table.Cell>
                    <Table.Cell>{rupees(a.amount)}</Table.Cell>
                    <Table.Cell>{rupees(a.instalment)}</Table.Cell>
                    <Table.Cell>{rupees(a.recovered)}</Table.Cell>
                    <Table.Cell>{rupees(a.remaining)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {staff.length === 0 ? (
            <p className={styles.muted}>{m.noStaff}</p>
          ) : (
            <form
              className={styles.stack}
              onSubmit={async (event: FormEvent) => {
                event.preventDefault();
                if (!userId || !amount || !instalment) return;
                const refused = await onGiveAdvance({
                  user_id: Number(userId),
                  amount,
                  instalment,
                  taken_on: takenOn,
                });
                setProblem(refused);
                if (!refused) {
                  setAmount(null);
                  setInstalment(null);
                }
              }}
            >
              <Select
                label={m.staff}
                required
                value={userId}
                onValueChange={setUserId}
                options={staff
                  .filter((s) => s.status === 'active')
                  .map((s) => ({ value: String(s.user_id), label: s.name }))}
              />
              <NumberField
                label={m.amount}
                required
                min={1}
                value={amount ?? ''}
                onValueChange={setAmount}
              />
              <NumberField
                label={m.instalment}
                required
                min={1}
                value={instalment ?? ''}
                onValueChange={setInstalment}
              />
              <DateField
                label={m.takenOn}
                required
                value={takenOn}
                onChange={(event) => setTakenOn(event.target.value)}
              />
              {problem ? <Alert tone="error">{problem}</Alert> : null}
              <div>
                <Button type="submit" data-testid="advance-give">
                  {m.give}
                </Button>
              </div>
            </form>
          )}
        </div>
      </Card.Body>
    </Card.Root>
  );
}

function Slabs({
  slabs,
  slabsAreDefault,
  taxYearOfDefault,
  onSaveSlabs,
  savingSlabs,
  slabsEditing = false,
  slabsProblem = null,
}: PayrollViewProps) {
  const m = usePayrollMessages().slabs;
  const rupees = usePayrollRupees();
  const { format } = useI18n();
  const [editing, setEditing] = useState(slabsEditing);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.heading}</Card.Title>
        <Card.Description>
          {slabsAreDefault ? format(m.defaultNote, { year: taxYearOfDefault }) : m.ownNote}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <SlabsEditor
            slabs={slabs}
            saving={savingSlabs}
            initialProblem={slabsProblem}
            onCancel={() => setEditing(false)}
            onSave={async (body) => {
              const refused = await onSaveSlabs(body);
              if (!refused) setEditing(false);
              return refused;
            }}
          />
        ) : (
          <div className={styles.stack}>
            <Table.Root caption={m.heading}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.from}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.to}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.fixed}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.rate}</Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {slabs.map((slab) => (
                  <Table.Row key={slab.from_amount}>
                    <Table.Cell>{rupees(slab.from_amount)}</Table.Cell>
                    <Table.Cell>
                      {slab.to_amount === null ? m.noLimit : rupees(slab.to_amount)}
                    </Table.Cell>
                    <Table.Cell>{rupees(slab.fixed_amount)}</Table.Cell>
                    <Table.Cell>{format(m.ratePercent, { rate: slab.rate_percent })}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <div>
              <Button variant="outline" onClick={() => setEditing(true)} data-testid="slabs-edit">
                {m.edit}
              </Button>
            </div>
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}
