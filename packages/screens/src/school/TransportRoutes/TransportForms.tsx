import type {
  TransportRoute,
  TransportRouteSaveBody,
  TransportStop,
  TransportStopSaveBody,
} from '@watni/api-client';
import { Alert, Button, TextField } from '@watni/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTransportMessages } from '../../messages/TransportMessages';
import * as styles from '../_timetable/timetable.css';

/** Resolves to null when saved, or the service's `detail` sentence. */
export type Save<T> = (body: T) => Promise<string | null>;

/** `+923001234567` → `0300 1234567`, the way the office types it. */
const typedMobile = (mobile: string) =>
  /^\+92\d{10}$/.test(mobile) ? `0${mobile.slice(3, 6)} ${mobile.slice(6)}` : mobile;

export const whole = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

/** A route's name, vehicle, driver and seats: empty to add one, filled to change one. */
export function RouteForm({
  title,
  level = 2,
  submitLabel,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  level?: 2 | 3;
  submitLabel: string;
  initial?: TransportRoute;
  onSave: Save<TransportRouteSaveBody>;
  onCancel?: () => void;
}) {
  const m = useTransportMessages().routes;
  const headingId = useId();
  const empty = {
    name: initial?.name ?? '',
    vehicle_no: initial?.vehicle_no ?? '',
    driver_name: initial?.driver_name ?? '',
    driver_mobile: initial ? typedMobile(initial.driver_mobile) : '',
    capacity: initial ? String(initial.capacity) : '',
  };
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
    if (!detail && !initial) setDraft(empty);
  };
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
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
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {m.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** A stop's name, order, monthly fee and pickup time: empty to add one, filled to change one. */
export function StopForm({
  label,
  submitLabel,
  nextOrder,
  initial,
  onSave,
  onCancel,
}: {
  /** The form's accessible name (`Add a stop: Route 1`). */
  label: string;
  submitLabel: string;
  nextOrder: number;
  initial?: TransportStop;
  onSave: Save<TransportStopSaveBody>;
  onCancel?: () => void;
}) {
  const m = useTransportMessages().routes;
  const [name, setName] = useState(initial?.name ?? '');
  const [order, setOrder] = useState(initial ? String(initial.stop_order) : '');
  const [fee, setFee] = useState(initial ? String(initial.monthly_fee) : '');
  const [pickup, setPickup] = useState(initial?.pickup_time ?? '');
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
    if (!detail && !initial) {
      setName('');
      setOrder('');
      setFee('');
      setPickup('');
    }
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={label}>
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
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </form>
  );
}
