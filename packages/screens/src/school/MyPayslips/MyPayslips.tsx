import type { Payslip } from '@watni/api-client';
import { Button, Table, useI18n } from '@watni/ui';
import { usePayrollMessages } from '../../messages/PayrollMessages';
import { SchoolError, SchoolLoading, SchoolPage } from '../_shared/SchoolPage';
import * as styles from '../_timetable/timetable.css';
import { useMonthLabel, usePayrollRupees } from '../Payroll/usePayrollFormat';

export interface MyPayslipsViewProps {
  items: readonly Payslip[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onDownload: (payslipId: number, language: 'en' | 'ur') => void;
}

/** /school/my-payslips: a member of staff's payslips of approved months. */
export function MyPayslipsView({
  items,
  loading = false,
  error = null,
  onRetry,
  onDownload,
}: MyPayslipsViewProps) {
  const t = usePayrollMessages();
  const m = t.mine;
  const rupees = usePayrollRupees();
  const monthLabel = useMonthLabel();
  const { format } = useI18n();
  return (
    <SchoolPage title={m.title} description={m.description}>
      {loading ? (
        <SchoolLoading label={t.common.loading} />
      ) : error ? (
        <SchoolError message={error} retryLabel={t.common.retry} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{m.none}</p>
      ) : (
        <Table.Root caption={m.title}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.month}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.gross}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.net}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.english}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {items.map((slip) => (
              <Table.Row key={slip.id} data-testid="my-payslip">
                <Table.Cell>{monthLabel(slip.month)}</Table.Cell>
                <Table.Cell>{rupees(slip.gross)}</Table.Cell>
                <Table.Cell>{rupees(slip.net)}</Table.Cell>
                <Table.Cell>
                  <div className={styles.row}>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={format(m.englishLabel, { month: monthLabel(slip.month) })}
                      onClick={() => onDownload(slip.id, 'en')}
                    >
                      {m.english}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={format(m.urduLabel, { month: monthLabel(slip.month) })}
                      onClick={() => onDownload(slip.id, 'ur')}
                    >
                      {m.urdu}
                    </Button>
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </SchoolPage>
  );
}
