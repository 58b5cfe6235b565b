import type { GradingBand, GradingScale } from '@watni/api-client';
import { Alert, Button, Table, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export const DEFAULT_BANDS: GradingBand[] = [
  { grade: 'A+', min_percent: 80, max_percent: 100 },
  { grade: 'A', min_percent: 70, max_percent: 79 },
  { grade: 'B', min_percent: 60, max_percent: 69 },
  { grade: 'C', min_percent: 50, max_percent: 59 },
  { grade: 'D', min_percent: 40, max_percent: 49 },
  { grade: 'E', min_percent: 33, max_percent: 39 },
  { grade: 'F', min_percent: 0, max_percent: 32 },
];

interface Draft {
  grade: string;
  min: string;
  max: string;
}

export interface GradingScaleViewProps {
  scale: GradingScale | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  saved?: boolean;
  saveError?: string | null;
  onSave: (bands: GradingBand[]) => void;
}

const draftsOf = (bands: readonly GradingBand[]): Draft[] =>
  bands.map((b) => ({ grade: b.grade, min: String(b.min_percent), max: String(b.max_percent) }));

/** /school/grading-scale (admins): the school's grades by percentage; the server checks gaps. */
export function GradingScaleView({
  scale,
  loading = false,
  error = null,
  onRetry,
  saving = false,
  saved = false,
  saveError = null,
  onSave,
}: GradingScaleViewProps) {
  const t = useExamsMessages();
  const { format } = useI18n();
  const m = t.scale;
  const [rows, setRows] = useState<Draft[]>([]);
  useEffect(() => {
    if (scale) setRows(draftsOf(scale.bands));
  }, [scale]);
  const set = (i: number, change: Partial<Draft>) =>
    setRows((list) => list.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(
      rows.map((r) => ({
        grade: r.grade.trim(),
        min_percent: Number(r.min) || 0,
        max_percent: Number(r.max) || 0,
      })),
    );
  };
  return (
    <ExamsPage
      title={m.title}
      description={m.description}
      actions={<Link to="/school/exams">{t.common.back}</Link>}
    >
      {loading ? (
        <ExamsLoading />
      ) : error || !scale ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <form className={styles.stack} onSubmit={submit} noValidate>
          {scale.is_default ? <p className={styles.muted}>{m.isDefault}</p> : null}
          <Table.Root caption={m.caption}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{m.grade}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.from}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.to}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <span className={styles.muted}>{t.common.none}</span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place by position
                <Table.Row key={i}>
                  <Table.Cell label={m.grade}>
                    <TextField
                      label={format(m.gradeOf, { n: i + 1 })}
                      value={row.grade}
                      maxLength={5}
                      onChange={(event) => set(i, { grade: event.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell label={m.from}>
                    <TextField
                      label={format(m.fromOf, { n: i + 1 })}
                      inputMode="numeric"
                      value={row.min}
                      onChange={(event) => set(i, { min: event.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell label={m.to}>
                    <TextField
                      label={format(m.toOf, { n: i + 1 })}
                      inputMode="numeric"
                      value={row.max}
                      onChange={(event) => set(i, { max: event.target.value })}
                    />
                  </Table.Cell>
                  <Table.Cell label={format(m.remove, { n: i + 1 })}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={rows.length <= 2}
                      onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                    >
                      {format(m.remove, { n: i + 1 })}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <div className={styles.row}>
            <Button
              type="button"
              variant="outline"
              onClick={() => setRows((list) => [...list, { grade: '', min: '', max: '' }])}
            >
              {m.add}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRows(draftsOf(DEFAULT_BANDS))}>
              {m.reset}
            </Button>
          </div>
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
          {saved && !saveError ? <Alert tone="success">{m.saved}</Alert> : null}
          <div>
            <Button type="submit" loading={saving}>
              {m.save}
            </Button>
          </div>
        </form>
      )}
    </ExamsPage>
  );
}
