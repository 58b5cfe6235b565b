import type {
  OneRosterClient,
  OneRosterClientCreated,
  OneRosterCounts,
  OneRosterImportResult,
  OneRosterPreview,
} from '@watni/api-client';
import { Alert, Button, ConfirmDialog, TextField, useI18n } from '@watni/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useOneRosterMessages } from '../../messages/OneRosterMessages';
import { ExamsError, ExamsLoading, ExamsPage, pakistanDate } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';
import { COUNT_KINDS, clientNameProblem, PACKAGE_MAX_BYTES } from './onerosterForm';

export interface OneRosterPackageBody {
  file_name: string;
  content_base64: string;
}

export interface OneRosterSettingsViewProps {
  clients: OneRosterClient[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Where a rostering tool asks for tokens, and the REST API's base address. */
  tokenUrl: string;
  baseUrl: string;
  creating?: boolean;
  createError?: string | null;
  onCreate: (name: string) => void;
  /** The client just made, with its secret: shown once, until dismissed. */
  created?: OneRosterClientCreated | null;
  onDismissSecret: () => void;
  revokingId?: number | null;
  revokeError?: string | null;
  onRevoke: (id: number) => void;
  exporting?: boolean;
  exportError?: string | null;
  onExport: () => void;
  previewing?: boolean;
  preview?: OneRosterPreview | null;
  importing?: boolean;
  imported?: OneRosterImportResult | null;
  importError?: string | null;
  onPreview: (body: OneRosterPackageBody) => void;
  onImport: () => void;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function CountsTable({
  caption,
  columns,
}: {
  caption: string;
  columns: { label: string; counts: OneRosterCounts }[];
}) {
  const m = useOneRosterMessages();
  const { format } = useI18n();
  return (
    <div className={styles.gridWrap}>
      <table className={styles.grid}>
        <caption className={styles.legend} style={{ textAlign: 'start' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{m.kind}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={styles.num}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COUNT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className={styles.name}>
                {m.counts[kind]}
              </th>
              {columns.map((c) => (
                <td key={c.label} className={styles.num}>
                  {format('{n, number}', { n: c.counts[kind] })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Settings: OneRoster export, import with a preview, and the REST API clients (admins). */
export function OneRosterSettingsView(props: OneRosterSettingsViewProps) {
  const m = useOneRosterMessages();
  const { format, locale } = useI18n();
  const fileId = useId();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OneRosterClient | null>(null);
  const [copied, setCopied] = useState(false);
  const preview = props.preview ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.zip$/i.test(file.name) || file.size > PACKAGE_MAX_BYTES)
      return setFileProblem(m.wrongFile);
    setFileProblem(null);
    props.onPreview({ file_name: file.name, content_base64: await base64Of(file) });
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const problem = clientNameProblem(name);
    setNameProblem(problem ? m.nameRequired : null);
    if (problem) return;
    props.onCreate(name.trim());
    setName('');
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <ExamsPage title={m.title} description={m.description}>
      <div className={styles.stack}>
        <section className={styles.tight} aria-labelledby={`${fileId}-export`}>
          <h2 id={`${fileId}-export`} className={styles.heading}>
            {m.exportHeading}
          </h2>
          <p className={styles.muted}>{m.exportHint}</p>
          <div>
            <Button variant="outline" onClick={props.onExport} loading={props.exporting}>
              {m.exportButton}
            </Button>
          </div>
          {props.exportError ? <Alert tone="error">{props.exportError}</Alert> : null}
        </section>

        <section className={styles.tight} aria-labelledby={`${fileId}-import`}>
          <h2 id={`${fileId}-import`} className={styles.heading}>
            {m.importHeading}
          </h2>
          <label htmlFor={fileId} className={styles.legend}>
            {m.chooseFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={`${fileId}-hint`}
            disabled={props.previewing || props.importing}
            onChange={(e) => void choose(e)}
          />
          <p id={`${fileId}-hint`} className={styles.muted}>
            {m.importHint}
          </p>
          <div role="status" aria-live="polite">
            {props.previewing ? <p className={styles.muted}>{m.checking}</p> : null}
            {props.imported ? <Alert tone="success">{m.imported}</Alert> : null}
          </div>
          {fileProblem || props.importError ? (
            <Alert tone="error">{fileProblem ?? props.importError}</Alert>
          ) : null}
          {preview && !props.imported ? (
            preview.problems.length ? (
              <div className={styles.tight}>
                <h3 className={styles.legend}>
                  {format(m.problemsHeading, { count: preview.problems.length })}
                </h3>
                <ul className={styles.troubleList}>
                  {preview.problems.map((p) => (
                    <li key={`${p.file}:${p.line}:${p.column ?? ''}:${p.message}`}>
                      {format(m.problem, { file: p.file, line: p.line, message: p.message })}
                    </li>
                  ))}
                </ul>
                {preview.problems.length >= 500 ? (
                  <p className={styles.muted}>{m.moreProblems}</p>
                ) : null}
              </div>
            ) : (
              <div className={styles.tight}>
                <Alert tone="success">{m.noProblems}</Alert>
                <CountsTable
                  caption={m.countsHeading}
                  columns={[
                    { label: m.create, counts: preview.create },
                    { label: m.existing, counts: preview.existing },
                    { label: m.skipped, counts: preview.skipped },
                  ]}
                />
                <div>
                  <Button onClick={props.onImport} loading={props.importing}>
                    {m.importButton}
                  </Button>
                </div>
              </div>
            )
          ) : null}
          {props.imported ? (
            <CountsTable
              caption={m.createdHeading}
              columns={[
                { label: m.create, counts: props.imported.created },
                { label: m.existing, counts: props.imported.existing },
                { label: m.skipped, counts: props.imported.skipped },
              ]}
            />
          ) : null}
        </section>

        <section className={styles.tight} aria-labelledby={`${fileId}-clients`}>
          <h2 id={`${fileId}-clients`} className={styles.heading}>
            {m.clientsHeading}
          </h2>
          <p className={styles.muted}>{m.clientsHint}</p>
          <dl className={styles.tight} style={{ margin: 0 }}>
            <div>
              <dt className={styles.legend}>{m.tokenUrl}</dt>
              <dd dir="ltr" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <code>{props.tokenUrl}</code>
              </dd>
            </div>
            <div>
              <dt className={styles.legend}>{m.baseUrl}</dt>
              <dd dir="ltr" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <code>{props.baseUrl}</code>
              </dd>
            </div>
          </dl>

          {props.created ? (
            <section className={styles.paper} aria-label={m.secretHeading}>
              <div className={styles.tight}>
                <Alert tone="warning" title={m.secretHeading}>
                  {m.secretHint}
                </Alert>
                <p className={styles.name}>{props.created.client.name}</p>
                <p className={styles.muted}>
                  {m.clientId}: <code dir="ltr">{props.created.client.client_id}</code>
                </p>
                <TextField
                  label={m.secretLabel}
                  value={props.created.client_secret}
                  readOnly
                  dir="ltr"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className={styles.row}>
                  <Button onClick={() => void copy(props.created!.client_secret)}>{m.copy}</Button>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setCopied(false);
                      props.onDismissSecret();
                    }}
                  >
                    {m.done}
                  </Button>
                </div>
                <div role="status" aria-live="polite">
                  {copied ? <p className={styles.muted}>{m.copied}</p> : null}
                </div>
              </div>
            </section>
          ) : null}

          <form className={styles.tight} onSubmit={create} noValidate>
            <TextField
              label={m.clientName}
              hint={m.clientNameHint}
              value={name}
              maxLength={100}
              error={nameProblem ?? undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <div>
              <Button type="submit" loading={props.creating}>
                {m.createButton}
              </Button>
            </div>
          </form>
          {props.createError ? <Alert tone="error">{props.createError}</Alert> : null}
          {props.revokeError ? <Alert tone="error">{props.revokeError}</Alert> : null}

          {props.loading ? (
            <ExamsLoading />
          ) : props.error ? (
            <ExamsError message={props.error || m.loadFailed} onRetry={props.onRetry} />
          ) : props.clients.length === 0 ? (
            <p className={styles.muted}>{m.noClients}</p>
          ) : (
            <ul className={styles.stack} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {props.clients.map((c) => (
                <li key={c.id} className={styles.paper}>
                  <div className={styles.tight}>
                    <p className={styles.name}>{c.name}</p>
                    <p className={styles.muted}>
                      {m.clientId}: <code dir="ltr">{c.client_id}</code>
                    </p>
                    <p className={styles.muted}>
                      {format(m.created, { date: pakistanDate(c.created_at, locale) })}
                      {' · '}
                      {c.last_used_at
                        ? format(m.lastUsed, { date: pakistanDate(c.last_used_at, locale) })
                        : m.neverUsed}
                    </p>
                    <div>
                      <Button
                        variant="outline"
                        loading={props.revokingId === c.id}
                        onClick={() => setConfirming(c)}
                        aria-label={`${m.revoke}: ${c.name}`}
                      >
                        {m.revoke}
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={format(m.revokeTitle, { name: confirming?.name ?? '' })}
        message={m.revokeMessage}
        confirmLabel={m.revoke}
        cancelLabel={m.cancel}
        tone="danger"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) props.onRevoke(confirming.id);
          setConfirming(null);
        }}
      />
    </ExamsPage>
  );
}
