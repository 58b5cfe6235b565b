import type { AttendanceSettings } from '@watni/api-client';
import {
  Alert,
  Button,
  Checkbox,
  DateField,
  EmptyState,
  Table,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { AttendanceError, AttendanceLoading, AttendancePage } from '../_attendance/AttendancePage';
import * as styles from '../_attendance/attendance.css';
import { longDate } from '../_attendance/format';

export interface AttendanceSettingsViewProps {
  settings: AttendanceSettings | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null;
  saved?: boolean;
  onSave: (settings: AttendanceSettings) => void;
}

/** The school's weekly off days and holiday calendar (admins). */
export function AttendanceSettingsView({
  settings,
  loading = false,
  error = null,
  onRetry,
  saving = false,
  saveError = null,
  saved = false,
  onSave,
}: AttendanceSettingsViewProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.settings;
  const weekdays = m.weekdays.split(',');
  const [offDays, setOffDays] = useState<number[]>([]);
  const [holidays, setHolidays] = useState<AttendanceSettings['holidays']>([]);
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ day?: string; name?: string; off?: string }>({});
  useEffect(() => {
    if (!settings) return;
    setOffDays(settings.weekly_off_days);
    setHolidays(settings.holidays);
  }, [settings]);

  const add = () => {
    const next = {
      day: day ? undefined : m.dateRequired,
      name: name.trim() ? undefined : m.nameRequired,
    };
    setProblem(next);
    if (next.day || next.name) return;
    setHolidays((list) =>
      [...list.filter((h) => h.day !== day), { day, name: name.trim() }].sort((a, b) =>
        a.day.localeCompare(b.day),
      ),
    );
    setDay('');
    setName('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offDays.length >= 7) return setProblem({ off: m.allClosed });
    setProblem({});
    onSave({ weekly_off_days: offDays, holidays });
  };

  return (
    <AttendancePage title={m.title} description={m.description}>
      {loading ? (
        <AttendanceLoading />
      ) : error || !settings ? (
        <AttendanceError message={error} onRetry={onRetry} />
      ) : (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <fieldset className={styles.stack} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.heading}>{m.offDays}</legend>
            <p className={styles.muted}>{m.offDaysHint}</p>
            <div className={styles.row}>
              {weekdays.map((label, index) => (
                <Checkbox
                  key={label}
                  label={label}
                  checked={offDays.includes(index)}
                  onCheckedChange={(checked) =>
                    setOffDays((list) =>
                      checked === true ? [...list, index].sort() : list.filter((d) => d !== index),
                    )
                  }
                />
              ))}
            </div>
            {problem.off ? <Alert tone="error">{problem.off}</Alert> : null}
          </fieldset>
          <h2 className={styles.heading}>{m.holidays}</h2>
          <div className={styles.row} style={{ alignItems: 'end' }}>
            <DateField
              label={m.holidayDate}
              value={day}
              error={problem.day}
              onChange={(event) => setDay(event.target.value)}
            />
            <TextField
              label={m.holidayName}
              hint={m.holidayNameHint}
              value={name}
              maxLength={100}
              error={problem.name}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="button" variant="outline" onClick={add}>
              {m.add}
            </Button>
          </div>
          {holidays.length === 0 ? (
            <EmptyState headingLevel={3} title={m.noHolidays} />
          ) : (
            <Table.Root caption={m.holidaysCaption}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.holidayDate}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.holidayName}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <span className={styles.pickerLegend}>{m.removeColumn}</span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {holidays.map((holiday) => (
                  <Table.Row key={holiday.day}>
                    <Table.Cell label={m.holidayDate}>{longDate(holiday.day, locale)}</Table.Cell>
                    <Table.Cell label={m.holidayName}>{holiday.name}</Table.Cell>
                    <Table.Cell label={m.removeColumn}>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={format(m.remove, {
                          name: holiday.name,
                          date: longDate(holiday.day, locale),
                        })}
                        onClick={() =>
                          setHolidays((list) => list.filter((h) => h.day !== holiday.day))
                        }
                      >
                        {m.removeColumn}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
          {saved ? <Alert tone="success">{m.saved}</Alert> : null}
          <div>
            <Button type="submit" loading={saving}>
              {m.save}
            </Button>
          </div>
        </form>
      )}
    </AttendancePage>
  );
}
