import type { BellScheduleDay, BellScheduleDaySaveBody } from '@watni/api-client';
import { Alert, Button, Checkbox, Select, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';
import * as styles from '../_timetable/timetable.css';

type Draft = { starts_at: string; ends_at: string; is_break: boolean; label: string };

export interface BellScheduleViewProps {
  days: readonly BellScheduleDay[] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saves one weekday; resolves to the server's sentence when refused, else null. */
  onSave: (weekday: number, body: BellScheduleDaySaveBody) => Promise<string | null>;
  /** The day shown first (Monday). */
  initialWeekday?: number;
}

const toDraft = (day: BellScheduleDay | undefined): Draft[] =>
  (day?.periods ?? []).map((p) => ({
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    is_break: p.is_break,
    label: p.label ?? '',
  }));

/** /school/timetable/bells (admins): each weekday's periods and breaks. */
export function BellScheduleView({
  days,
  loading = false,
  error = null,
  onRetry,
  onSave,
  initialWeekday = 1,
}: BellScheduleViewProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.bells;
  const weekdays = t.common.weekdays.split(',');
  const [weekday, setWeekday] = useState(initialWeekday);
  const [draft, setDraft] = useState<Draft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const dayName = weekdays[weekday] ?? '';
  useEffect(() => {
    if (days) setDraft(toDraft(days.find((d) => d.weekday === weekday)));
  }, [days, weekday]);

  const change = (index: number, patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  };
  const add = () => {
    setSaved(false);
    setDraft((list) => {
      const last = list.at(-1);
      const start = last?.ends_at ?? '08:00';
      const [h, min] = start.split(':').map(Number) as [number, number];
      const end = h * 60 + min + 40;
      const pad = (n: number) => String(n).padStart(2, '0');
      return [
        ...list,
        {
          starts_at: start,
          ends_at: `${pad(Math.min(23, Math.floor(end / 60)))}:${pad(end % 60)}`,
          is_break: false,
          label: '',
        },
      ];
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.some((p) => !p.starts_at || !p.ends_at)) return setProblem(m.timeRequired);
    setProblem(null);
    setBusy(true);
    const refused = await onSave(weekday, {
      periods: draft.map((p) => ({
        starts_at: p.starts_at,
        ends_at: p.ends_at,
        is_break: p.is_break,
        label: p.label.trim() || null,
      })),
    });
    setBusy(false);
    setProblem(refused);
    setSaved(!refused);
  };
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <TimetablePage title={m.title} description={m.description}>
      {loading ? (
        <TimetableLoading />
      ) : error || !days ? (
        <TimetableError message={error} onRetry={onRetry} />
      ) : (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <div className={styles.row}>
            <Select
              label={m.dayLabel}
              options={order.map((d) => ({ value: String(d), label: weekdays[d] ?? '' }))}
              value={String(weekday)}
              onValueChange={(value) => {
                setProblem(null);
                setSaved(false);
                setWeekday(Number(value));
              }}
            />
            {weekday !== 1 ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setSaved(false);
                  setDraft(toDraft(days.find((d) => d.weekday === 1)));
                }}
              >
                {format(m.copyFrom, { day: weekdays[1] ?? '' })}
              </Button>
            ) : null}
          </div>
          <h2 className={styles.heading}>{format(m.periodsCaption, { day: dayName })}</h2>
          {draft.length === 0 ? (
            <p className={styles.muted}>{format(m.noPeriods, { day: dayName })}</p>
          ) : (
            <ol
              className={styles.plainList}
              aria-label={format(m.periodsCaption, { day: dayName })}
            >
              {draft.map((p, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are numbered by their place
                <li key={index} className={styles.periodRow}>
                  <span className={styles.periodNumber}>
                    {p.is_break
                      ? `${format(t.common.period, { number: index + 1 })} · ${t.common.break}`
                      : format(t.common.period, { number: index + 1 })}
                  </span>
                  <TextField
                    label={`${m.starts}`}
                    aria-label={`${format(t.common.period, { number: index + 1 })}: ${m.starts}`}
                    type="time"
                    value={p.starts_at}
                    onChange={(event) => change(index, { starts_at: event.target.value })}
                  />
                  <TextField
                    label={m.ends}
                    aria-label={`${format(t.common.period, { number: index + 1 })}: ${m.ends}`}
                    type="time"
                    value={p.ends_at}
                    onChange={(event) => change(index, { ends_at: event.target.value })}
                  />
                  <Checkbox
                    label={m.isBreak}
                    aria-label={`${format(t.common.period, { number: index + 1 })}: ${m.isBreak}`}
                    checked={p.is_break}
                    onCheckedChange={(checked) => change(index, { is_break: checked === true })}
                  />
                  <TextField
                    label={m.label}
                    aria-label={`${format(t.common.period, { number: index + 1 })}: ${m.label}`}
                    value={p.label}
                    maxLength={50}
                    onChange={(event) => change(index, { label: event.target.value })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={format(m.remove, { number: index + 1 })}
                    onClick={() => {
                      setSaved(false);
                      setDraft((list) => list.filter((_, i) => i !== index));
                    }}
                  >
                    {m.removeShort}
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <div>
            <Button type="button" variant="outline" onClick={add}>
              {m.add}
            </Button>
          </div>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {saved ? <Alert tone="success">{format(m.saved, { day: dayName })}</Alert> : null}
          <div>
            <Button type="submit" loading={busy}>
              {format(m.save, { day: dayName })}
            </Button>
          </div>
        </form>
      )}
    </TimetablePage>
  );
}
