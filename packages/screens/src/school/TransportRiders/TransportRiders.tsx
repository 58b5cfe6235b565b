import type { TransportRider, TransportRoute } from '@watni/api-client';
import { Alert, Button, Select, Table, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';
import {
  readableMobile,
  TransportError,
  TransportLoading,
  TransportPage,
} from '../_transport/TransportPage';

/** A student the office may assign (from the school's student search). */
export interface StudentChoice {
  id: number;
  name: string;
  admission_no: string;
}

export interface TransportRidersViewProps {
  route: TransportRoute | null;
  riders: readonly TransportRider[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  search: string;
  onSearch: (text: string) => void;
  students: readonly StudentChoice[];
  /** Resolves to null when assigned, or the service's `detail` (a full route: 409). */
  onAssign: (studentId: number, stopId: number) => Promise<string | null>;
  onRemove: (studentId: number) => void;
  removing?: number | null;
}

/** /school/transport/routes/:routeId: who rides the route, printable, and assigning students. */
export function TransportRidersView({
  route,
  riders,
  loading = false,
  error = null,
  onRetry,
  search,
  onSearch,
  students,
  onAssign,
  onRemove,
  removing = null,
}: TransportRidersViewProps) {
  const t = useTransportMessages();
  const m = t.riders;
  const { format } = useI18n();
  const [studentId, setStudentId] = useState('');
  const [stopId, setStopId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loading || !route) {
    return (
      <TransportPage title={t.routes.title}>
        {error ? <TransportError message={error} onRetry={onRetry} /> : <TransportLoading />}
      </TransportPage>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const student = students.find((s) => String(s.id) === studentId);
    const stop = route.stops.find((s) => String(s.id) === stopId);
    if (!student || !stop) return;
    setBusy(true);
    const detail = await onAssign(student.id, stop.id);
    setBusy(false);
    setProblem(detail);
    setDone(detail ? null : format(m.assigned, { name: student.name, stop: stop.name }));
  };
  return (
    <TransportPage
      title={format(m.title, { route: route.name })}
      description={format(m.description, { route: route.name, vehicle: route.vehicle_no })}
      actions={
        <Button variant="outline" onClick={() => window.print()}>
          {m.print}
        </Button>
      }
    >
      <div>
        <Link to="/school/transport">{m.back}</Link>
      </div>
      <p className={styles.muted}>
        {t.routes.driver}: {route.driver_name}{' '}
        <bdi dir="ltr">{readableMobile(route.driver_mobile)}</bdi> ·{' '}
        {format(t.common.seats, { riders: route.riders, capacity: route.capacity })}
      </p>
      {riders.length === 0 ? (
        <p className={styles.muted}>{m.empty}</p>
      ) : (
        <Table.Root caption={format(m.caption, { route: route.name })}>
          <Table.Head>
            <Table.Row>
              <Table.ColumnHeader>{m.stop}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.student}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.admissionNo}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.classSection}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.guardianMobile}</Table.ColumnHeader>
              <Table.ColumnHeader>{m.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {riders.map((r) => (
              <Table.Row key={r.student_id}>
                <Table.Cell label={m.stop}>
                  {r.stop_order}. {r.stop_name}
                </Table.Cell>
                <Table.Cell label={m.student}>{r.student_name}</Table.Cell>
                <Table.Cell label={m.admissionNo}>
                  <bdi>{r.admission_no}</bdi>
                </Table.Cell>
                <Table.Cell label={m.classSection}>{r.class_section ?? '–'}</Table.Cell>
                <Table.Cell label={m.guardianMobile}>
                  {r.guardian_mobile ? (
                    <bdi dir="ltr">{readableMobile(r.guardian_mobile)}</bdi>
                  ) : (
                    '–'
                  )}
                </Table.Cell>
                <Table.Cell label={m.actions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={format(m.removeLabel, { name: r.student_name })}
                    loading={removing === r.student_id}
                    onClick={() => onRemove(r.student_id)}
                  >
                    {m.remove}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <section className={styles.stack} aria-labelledby="assign-student">
        <h2 id="assign-student" className={styles.heading}>
          {m.assignTitle}
        </h2>
        {route.stops.length === 0 ? (
          <p className={styles.muted}>{m.noStops}</p>
        ) : (
          <form className={styles.stack} onSubmit={submit} noValidate>
            <div className={styles.row}>
              <TextField
                label={m.search}
                hint={m.searchHint}
                type="search"
                value={search}
                maxLength={100}
                onChange={(event) => onSearch(event.target.value)}
              />
              <Select
                label={m.studentPick}
                placeholder={m.studentPlaceholder}
                options={students.map((s) => ({
                  value: String(s.id),
                  label: `${s.name} (${s.admission_no})`,
                }))}
                value={studentId}
                onValueChange={(value) => {
                  setProblem(null);
                  setStudentId(value);
                }}
              />
              <Select
                label={m.stopPick}
                placeholder={m.stopPlaceholder}
                options={route.stops.map((s) => ({
                  value: String(s.id),
                  label: `${s.stop_order}. ${s.name}`,
                }))}
                value={stopId}
                onValueChange={(value) => {
                  setProblem(null);
                  setStopId(value);
                }}
              />
              <Button type="submit" loading={busy} disabled={!studentId || !stopId}>
                {m.assign}
              </Button>
            </div>
            {problem ? <Alert tone="error">{problem}</Alert> : null}
            {done ? <Alert tone="success">{done}</Alert> : null}
          </form>
        )}
      </section>
    </TransportPage>
  );
}
