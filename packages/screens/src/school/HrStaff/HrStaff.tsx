import type { HrStaffSummary } from '@watni/api-client';
import { Badge, Button, EmptyState, Table, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useHrMessages } from '../../messages/HrMessages';
import { HrError, HrLoading, HrPage, useRupees } from '../_hr/HrPage';

export interface HrStaffViewProps {
  items: readonly HrStaffSummary[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** /school/hr: the school's staff with designation, status and salary totals (the office). */
export function HrStaffView({ items, loading = false, error = null, onRetry }: HrStaffViewProps) {
  const t = useHrMessages();
  const m = t.staff;
  const { format } = useI18n();
  const rupees = useRupees();
  return (
    <HrPage
      title={m.title}
      description={m.description}
      actions={
        <Button asChild variant="outline">
          <Link to="/school/hr/leave-types">{m.leaveTypesLink}</Link>
        </Button>
      }
    >
      {loading ? (
        <HrLoading />
      ) : error ? (
        <HrError message={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <Table.Root caption={m.caption}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.member.designation}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.member.salaryTitle}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {items.map((s) => {
              const name = `${s.first_name} ${s.last_name}`;
              return (
                <Table.Row key={s.user_id} data-testid="hr-staff-row">
                  <Table.Cell label={m.name}>
                    <Link
                      to={`/school/hr/staff/${s.user_id}`}
                      aria-label={format(m.open, { name })}
                    >
                      {name}
                    </Link>{' '}
                    <Badge
                      tone={s.status === 'left' ? 'neutral' : s.status ? 'success' : 'warning'}
                    >
                      {s.status === 'left' ? m.left : s.status ? m.active : m.noRecord}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell label={t.member.designation}>
                    {s.designation ?? (s.role === 'teacher' ? m.teacher : m.admin)}
                    {s.employee_number ? (
                      <>
                        {' '}
                        <bdi dir="ltr">({s.employee_number})</bdi>
                      </>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell label={t.member.salaryTitle}>
                    {s.totals
                      ? `${format(m.gross, { amount: rupees(s.totals.gross) })} · ${format(m.net, {
                          amount: rupees(s.totals.net),
                        })}`
                      : '—'}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </HrPage>
  );
}
