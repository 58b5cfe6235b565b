import type { LeaveType, LeaveTypeSaveBody } from '@watni/api-client';
import { Alert, Badge, Button, Card, Checkbox, EmptyState, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHrMessages } from '../../messages/HrMessages';
import { HrError, HrLoading, HrPage } from '../_hr/HrPage';
import * as styles from '../_timetable/timetable.css';
import { type Save, whole } from '../HrStaffMember/RecordForm';

export interface HrLeaveTypesViewProps {
  items: readonly LeaveType[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onCreate: Save<LeaveTypeSaveBody>;
  onUpdate: (id: number, body: LeaveTypeSaveBody) => Promise<string | null>;
  /** Resolves to the outcome, or a detail sentence when refused. */
  onRemove: (id: number) => Promise<'deleted' | 'archived' | string>;
}

function LeaveTypeForm({
  label,
  submitLabel,
  initial,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: LeaveType;
  onSave: Save<LeaveTypeSaveBody>;
  onCancel?: () => void;
}) {
  const t = useHrMessages();
  const m = t.leaveTypes;
  const [name, setName] = useState(initial?.name ?? '');
  const [nameUr, setNameUr] = useState(initial?.name_ur ?? '');
  const [days, setDays] = useState(initial ? String(initial.days_per_year) : '');
  const [paid, setPaid] = useState(initial?.paid ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const detail = await onSave({
      name,
      name_ur: nameUr.trim() ? nameUr.trim() : null,
      paid,
      days_per_year: days.trim() ? whole(days) : 0,
    });
    setBusy(false);
    setProblem(detail);
    if (!detail && !initial) {
      setName('');
      setNameUr('');
      setDays('');
      setPaid(true);
    }
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={label}>
      <div className={styles.row}>
        <TextField
          label={m.name}
          value={name}
          maxLength={60}
          required
          onChange={(e) => {
            setProblem(null);
            setName(e.target.value);
          }}
        />
        <TextField
          label={m.nameUr}
          lang="ur"
          dir="rtl"
          value={nameUr}
          maxLength={60}
          onChange={(e) => setNameUr(e.target.value)}
        />
        <TextField
          label={m.daysPerYear}
          inputMode="numeric"
          value={days}
          maxLength={3}
          onChange={(e) => {
            setProblem(null);
            setDays(e.target.value);
          }}
        />
        <Checkbox label={m.paid} checked={paid} onCheckedChange={(v) => setPaid(v === true)} />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.row}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.common.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /school/hr/leave-types: the school's leave types (the office). */
export function HrLeaveTypesView({
  items,
  loading = false,
  error = null,
  onRetry,
  onCreate,
  onUpdate,
  onRemove,
}: HrLeaveTypesViewProps) {
  const t = useHrMessages();
  const m = t.leaveTypes;
  const { format } = useI18n();
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const bodyOf = (lt: LeaveType, archived: boolean): LeaveTypeSaveBody => ({
    name: lt.name,
    name_ur: lt.name_ur,
    paid: lt.paid,
    days_per_year: lt.days_per_year,
    archived,
  });
  return (
    <HrPage
      title={m.title}
      description={m.description}
      actions={
        <Button asChild variant="outline">
          <Link to="/school/hr">{t.member.back}</Link>
        </Button>
      }
    >
      {loading ? (
        <HrLoading />
      ) : error ? (
        <HrError message={error} onRetry={onRetry} />
      ) : (
        <>
          {items.length === 0 ? <EmptyState headingLevel={2} title={m.empty} /> : null}
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <ul className={styles.plainList} aria-label={m.caption}>
            {items.map((lt) => (
              <li key={lt.id} data-testid="leave-type">
                <Card.Root>
                  <Card.Body>
                    {editing === lt.id ? (
                      <LeaveTypeForm
                        label={format(m.editTitle, { name: lt.name })}
                        submitLabel={t.common.save}
                        initial={lt}
                        onSave={async (body) => {
                          const detail = await onUpdate(lt.id, { ...body, archived: lt.archived });
                          if (!detail) setEditing(null);
                          return detail;
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className={styles.stack}>
                        <div className={styles.row}>
                          <strong>{lt.name}</strong>
                          {lt.name_ur ? <span lang="ur">{lt.name_ur}</span> : null}
                          <Badge tone={lt.paid ? 'success' : 'neutral'}>
                            {lt.paid ? m.paidYes : m.paidNo}
                          </Badge>
                          {lt.archived ? <Badge tone="warning">{m.archived}</Badge> : null}
                        </div>
                        <p className={styles.muted}>
                          {m.daysPerYear}: {lt.days_per_year} ·{' '}
                          {format(m.daysTaken, { days: lt.days_taken })}
                        </p>
                        <div className={styles.row}>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={format(m.editTitle, { name: lt.name })}
                            onClick={() => setEditing(lt.id)}
                          >
                            {t.common.edit}
                          </Button>
                          {lt.archived ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={format(m.unarchive, { name: lt.name })}
                              onClick={async () => {
                                const detail = await onUpdate(lt.id, bodyOf(lt, false));
                                setNotice(detail ? { tone: 'error', text: detail } : null);
                              }}
                            >
                              {m.offerAgain}
                            </Button>
                          ) : (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={format(m.remove, { name: lt.name })}
                              onClick={async () => {
                                const outcome = await onRemove(lt.id);
                                setNotice(
                                  outcome === 'archived'
                                    ? {
                                        tone: 'info',
                                        text: format(m.archivedNote, { name: lt.name }),
                                      }
                                    : outcome === 'deleted'
                                      ? null
                                      : { tone: 'error', text: outcome },
                                );
                              }}
                            >
                              {t.common.remove}
                            </Button>
                          )}
                        </div>
                      </div>
                    )}
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </ul>
          <Card.Root>
            <Card.Header>
              <Card.Title level={2}>{m.addTitle}</Card.Title>
            </Card.Header>
            <Card.Body>
              <LeaveTypeForm label={m.addTitle} submitLabel={m.add} onSave={onCreate} />
            </Card.Body>
          </Card.Root>
        </>
      )}
    </HrPage>
  );
}
