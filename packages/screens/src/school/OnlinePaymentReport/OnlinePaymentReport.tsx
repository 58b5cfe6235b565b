// The office's reconciliation section on /school/fees/online (admins): one provider's online
// payments started on one Pakistan day, with the totals per outcome and the refused notifications,
// to match against the provider's settlement statement.
import type { OnlinePaymentReport, OnlineProviderId } from '@watni/api-client';
import {
  Alert,
  Badge,
  Card,
  DateField,
  EmptyState,
  Select,
  Spinner,
  StatTile,
  Table,
  useI18n,
} from '@watni/ui';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import * as styles from '../_attendance/attendance.css';
import { useRupees } from '../Fees/FeesParts';

export interface OnlinePaymentReportViewProps {
  provider: OnlineProviderId;
  date: string;
  report: OnlinePaymentReport | null;
  loading?: boolean;
  error?: string | null;
  onChange: (next: { provider: OnlineProviderId; date: string }) => void;
}

const TONES = {
  confirmed: 'success',
  pending: 'info',
  failed: 'danger',
  cancelled: 'warning',
} as const;

const PROVIDERS: OnlineProviderId[] = ['jazzcash', 'easypaisa', 'sandbox'];

export function OnlinePaymentReportView(props: OnlinePaymentReportViewProps) {
  const t = usePaymentsOnlineMessages();
  const m = t.report;
  const { format } = useI18n();
  const rupees = useRupees();
  const report = props.report;
  const total = (figure: { count: number; amount: number }) =>
    format(m.total, { count: figure.count, amount: rupees(figure.amount) });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.title}</Card.Title>
      </Card.Header>
      <Card.Body className={styles.stack}>
        <p className={styles.muted}>{m.description}</p>
        <div className={styles.row}>
          <Select
            label={m.provider}
            value={props.provider}
            options={PROVIDERS.map((id) => ({ value: id, label: t.providers[id] }))}
            onValueChange={(value) =>
              props.onChange({ provider: value as OnlineProviderId, date: props.date })
            }
          />
          <DateField
            label={m.date}
            dir="ltr"
            value={props.date}
            onChange={(event) =>
              event.target.value &&
              props.onChange({ provider: props.provider, date: event.target.value })
            }
          />
        </div>
        {props.loading ? (
          <Spinner label={m.title} />
        ) : props.error ? (
          <Alert tone="error">{props.error}</Alert>
        ) : report ? (
          <>
            <div className={styles.row}>
              <StatTile label={m.confirmed} value={total(report.confirmed)} />
              <StatTile label={m.pending} value={total(report.pending)} />
              <StatTile label={m.failed} value={total(report.failed)} />
              <StatTile label={m.cancelled} value={total(report.cancelled)} />
            </div>
            <p className={styles.row}>
              <Badge tone={report.unmatched_callbacks ? 'warning' : 'neutral'}>
                {format(m.unmatched, { count: report.unmatched_callbacks })}
              </Badge>
              {report.refund_due ? (
                <Badge tone="warning">{format(m.refundDue, { count: report.refund_due })}</Badge>
              ) : null}
            </p>
            {report.items.length === 0 ? (
              <EmptyState title={m.empty} />
            ) : (
              <Table.Root caption={m.title}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.reference}</Table.ColumnHeader>
                    <Table.ColumnHeader align="end">{m.amount}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.status}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.detail}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {report.items.map((item) => (
                    <Table.Row key={item.id}>
                      <Table.Cell label={m.reference}>
                        <span dir="ltr">{item.txn_ref}</span>
                      </Table.Cell>
                      <Table.Cell label={m.amount} align="end">
                        {rupees(item.amount)}
                      </Table.Cell>
                      <Table.Cell label={m.status}>
                        <Badge tone={TONES[item.status]}>{m.statuses[item.status]}</Badge>
                      </Table.Cell>
                      <Table.Cell label={m.detail}>
                        <span dir="auto">{item.status_detail ?? ''}</span>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
