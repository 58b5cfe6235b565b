import type {
  TransportRoute,
  TransportRouteSaveBody,
  TransportStopSaveBody,
} from '@watni/api-client';
import { Alert, Button, Card, Table, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';
import {
  readableMobile,
  TransportError,
  TransportLoading,
  TransportPage,
  useRupees,
} from '../_transport/TransportPage';

export interface TransportRoutesViewProps {
  routes: readonly TransportRoute[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Resolves to null when saved, or the service's `detail` sentence. */
  onCreateRoute: (body: TransportRouteSaveBody) => Promise<string | null>;
  onCreateStop: (routeId: number, body: TransportStopSaveBody) => Promise<string | null>;
  /** Downloads the route's printable list (PDF) in the language asked for. */
  onPrintList?: (route: TransportRoute, lang: 'en' | 'ur') => void;
  /** A list is being made: the print buttons wait. */
  printing?: boolean;
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** /school/transport: the office's routes with their stops, and forms to add both. */
export function TransportRoutesView({
  routes,
  loading = false,
  error = null,
  onRetry,
  onCreateRoute,
  onCreateStop,
  onPrintList,
  printing = false,
}: TransportRoutesViewProps) {
  const t = useTransportMessages();
  const m = t.routes;
  const { format } = useI18n();
  const rupees = useRupees();
  return (
    <TransportPage title={m.title} description={m.description}>
      {loading ? (
        <TransportLoading />
      ) : error ? (
        <TransportError message={error} onRetry={onRetry} />
      ) : (
        <>
          {routes.length === 0 ? <p className={styles.muted}>{m.empty}</p> : null}
          {routes.map((route) => (
            <Card.Root key={route.id} data-testid="transport-route">
              <Card.Header>
                <Card.Title level={2}>{route.name}</Card.Title>
                <Card.Description>
                  {m.vehicle}: <bdi>{route.vehicle_no}</bdi> · {m.driver}: {route.driver_name}{' '}
                  <bdi dir="ltr">{readableMobile(route.driver_mobile)}</bdi> ·{' '}
                  {format(t.common.seats, { riders: route.riders, capacity: route.capacity })}
                </Card.Description>
              </Card.Header>
              <Card.Body>
                <div className={styles.stack}>
                  {route.stops.length === 0 ? (
                    <p className={styles.muted}>{m.noStops}</p>
                  ) : (
                    <Table.Root caption={format(m.stopsCaption, { route: route.name })}>
                      <Table.Head>
                        <Table.Row>
                          <Table.ColumnHeader>{m.orderColumn}</Table.ColumnHeader>
                          <Table.ColumnHeader>{m.stopColumn}</Table.ColumnHeader>
                          <Table.ColumnHeader>{m.pickupColumn}</Table.ColumnHeader>
                          <Table.ColumnHeader>{m.feeColumn}</Table.ColumnHeader>
                          <Table.ColumnHeader>{m.ridersColumn}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Head>
                      <Table.Body>
                        {route.stops.map((stop) => (
                          <Table.Row key={stop.id}>
                            <Table.Cell label={m.orderColumn}>{stop.stop_order}</Table.Cell>
                            <Table.Cell label={m.stopColumn}>{stop.name}</Table.Cell>
                            <Table.Cell label={m.pickupColumn}>
                              {stop.pickup_time ? (
                                <bdi dir="ltr">{stop.pickup_time}</bdi>
                              ) : (
                                <span className={styles.muted}>{m.noPickup}</span>
                              )}
                            </Table.Cell>
                            <Table.Cell label={m.feeColumn}>{rupees(stop.monthly_fee)}</Table.Cell>
                            <Table.Cell label={m.ridersColumn}>{stop.riders}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                  <StopForm
                    routeName={route.name}
                    nextOrder={route.stops.reduce((max, s) => Math.max(max, s.stop_order), 0) + 1}
                    onSave={(body) => onCreateStop(route.id, body)}
                  />
                  <div className={styles.row}>
                    <Link to={`/school/transport/routes/${route.id}`}>{m.students}</Link>
                    {onPrintList ? (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={printing}
                          aria-label={format(m.printListLabel, { route: route.name })}
                          onClick={() => onPrintList(route, 'en')}
                        >
                          {m.printList}
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={printing}
                          aria-label={format(m.printListUrduLabel, { route: route.name })}
                          onClick={() => onPrintList(route, 'ur')}
                        >
                          {m.printListUrdu}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </div>
              </Card.Body>
            </Card.Root>
          ))}
          <RouteForm onSave={onCreateRoute} />
        </>
      )}
    </TransportPage>
  );
}

function RouteForm({ onSave }: { onSave: TransportRoutesViewProps['onCreateRoute'] }) {
  const m = useTransportMessages().routes;
  const empty = { name: '', vehicle_no: '', driver_name: '', driver_mobile: '', capacity: '' };
  const [draft, setDraft] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => {
    setProblem(null);
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const detail = await onSave({ ...draft, capacity: whole(draft.capacity) });
    setBusy(false);
    setProblem(detail);
    if (!detail) setDraft(empty);
  };
  return (
    <section className={styles.stack} aria-labelledby="add-route">
      <h2 id="add-route" className={styles.heading}>
        {m.addRoute}
      </h2>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField
            label={m.routeName}
            value={draft.name}
            maxLength={100}
            required
            onChange={set('name')}
          />
          <TextField
            label={m.vehicleNo}
            value={draft.vehicle_no}
            maxLength={20}
            required
            onChange={set('vehicle_no')}
          />
          <TextField
            label={m.driverName}
            value={draft.driver_name}
            maxLength={100}
            required
            onChange={set('driver_name')}
          />
          <TextField
            label={m.driverMobile}
            type="tel"
            inputMode="tel"
            dir="ltr"
            value={draft.driver_mobile}
            maxLength={20}
            required
            onChange={set('driver_mobile')}
          />
          <TextField
            label={m.capacity}
            inputMode="numeric"
            value={draft.capacity}
            maxLength={3}
            required
            onChange={set('capacity')}
          />
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div>
          <Button type="submit" loading={busy}>
            {m.saveRoute}
          </Button>
        </div>
      </form>
    </section>
  );
}

function StopForm({
  routeName,
  nextOrder,
  onSave,
}: {
  routeName: string;
  nextOrder: number;
  onSave: (body: TransportStopSaveBody) => Promise<string | null>;
}) {
  const m = useTransportMessages().routes;
  const [name, setName] = useState('');
  const [order, setOrder] = useState('');
  const [fee, setFee] = useState('');
  const [pickup, setPickup] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const detail = await onSave({
      name,
      stop_order: order.trim() ? whole(order) : nextOrder,
      monthly_fee: whole(fee),
      pickup_time: pickup.trim() ? pickup.trim() : null,
    });
    setBusy(false);
    setProblem(detail);
    if (!detail) {
      setName('');
      setOrder('');
      setFee('');
      setPickup('');
    }
  };
  return (
    <form
      className={styles.stack}
      onSubmit={submit}
      noValidate
      aria-label={`${m.addStop}: ${routeName}`}
    >
      <div className={styles.row}>
        <TextField
          label={m.stopName}
          value={name}
          maxLength={100}
          required
          onChange={(e) => {
            setProblem(null);
            setName(e.target.value);
          }}
        />
        <TextField
          label={m.orderColumn}
          inputMode="numeric"
          value={order}
          placeholder={String(nextOrder)}
          maxLength={3}
          onChange={(e) => setOrder(e.target.value)}
        />
        <TextField
          label={m.feeColumn}
          inputMode="numeric"
          value={fee}
          maxLength={7}
          required
          onChange={(e) => {
            setProblem(null);
            setFee(e.target.value);
          }}
        />
        <TextField
          label={m.pickupColumn}
          type="time"
          dir="ltr"
          value={pickup}
          onChange={(e) => {
            setProblem(null);
            setPickup(e.target.value);
          }}
        />
        <Button type="submit" variant="outline" loading={busy}>
          {m.saveStop}
        </Button>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </form>
  );
}
