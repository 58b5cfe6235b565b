// The office's reconciliation of the bank-app payments (1Bill, Kuickpay) on the Collection tab:
// one aggregator's BillPayments of one transaction day, with our receipt and the voucher or family
// challan each paid, to match against the aggregator's settlement statement.
import type { BillerReport } from '@watni/api-client';
import {
  Alert,
  Badge,
  Card,
  DateField,
  EmptyState,
  Select,
  Spinner,
  Table,
  useI18n,
} from '@watni/ui';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { Ltr } from '../_shared/isolate';
import { useRupees } from './FeesParts';

export type ReportAggregator = '1bill' | 'kuickpay';

export interface BillerReportViewProps {
  aggregator: ReportAggregator;
  date: string;
  report: BillerReport | null;
  loading?: boolean;
  error?: string | null;
  onChange: (next: { aggregator: ReportAggregator; date: string }) => void;
}

export function BillerReportView(props: BillerReportViewProps) {
  const t = useFeesMessages();
  const m = t.billerReport;
  const { format } = useI18n();
  const rupees = useRupees();
  const report = props.report;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.title}</Card.Title>
      </Card.Header>
      <Card.Body className={styles.stack}>
        <p className={styles.muted}>{m.description}</p>
        <div className={styles.row}>
          <Select
            label={m.aggregator}
            value={props.aggregator}
            options={(['1bill', 'kuickpay'] as const).map((id) => ({
              value: id,
              label: t.common.aggregators[id],
            }))}
            onValueChange={(value) =>
              props.onChange({ aggregator: value as ReportAggregator, date: props.date })
            }
          />
          <DateField
            label={m.date}
            dir="ltr"
            value={props.date}
            onChange={(event) =>
              event.target.value &&
              props.onChange({ aggregator: props.aggregator, date: event.target.value })
            }
          />
        </div>
        {props.loading ? (
          <Spinner label={m.title} />
        ) : props.error ? (
          <Alert tone="error">{props.error}</Alert>
        ) : report ? (
          <>
            <p>
              <strong>
                {format(m.total, {
                  count: report.paid.count,
                  amount: groupRupees(report.paid.amount),
                })}
              </strong>
            </p>
            {report.items.length === 0 ? (
              <EmptyState title={m.empty} />
            ) : (
              <Table.Root caption={m.caption}>
                <Table.Head>
                  <Table.Row>
                    <Table.ColumnHeader>{m.consumerNumber}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.bankTransaction}</Table.ColumnHeader>
                    <Table.ColumnHeader align="end">{m.amount}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.receipt}</Table.ColumnHeader>
                    <Table.ColumnHeader>{m.bill}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {report.items.map((item) => (
                    <Table.Row key={`${item.tran_auth_id}-${item.tran_time}`}>
                      <Table.Cell label={m.consumerNumber}>
                        <Ltr>{item.consumer_number}</Ltr>
                      </Table.Cell>
                      <Table.Cell label={m.bankTransaction}>
                        <Ltr>
                          {[item.bank_mnemonic, item.tran_auth_id, item.tran_time]
                            .filter(Boolean)
                            .join(' ')}
                        </Ltr>
                      </Table.Cell>
                      <Table.Cell label={m.amount} align="end">
                        {rupees(item.amount)}
                      </Table.Cell>
                      <Table.Cell label={m.receipt}>
                        <Ltr>{item.receipt_no ?? ''}</Ltr>
                      </Table.Cell>
                      <Table.Cell label={m.bill}>
                        <Ltr>{item.bill_no ?? ''}</Ltr>{' '}
                        {item.family ? <Badge tone="info">{m.family}</Badge> : null}
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
