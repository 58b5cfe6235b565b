import type { LtiPlatform, LtiPlatformCreate } from '@watni/api-client';
import { Alert, Button, ConfirmDialog, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useId, useState } from 'react';
import { useLtiMessages } from '../../messages/LtiMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export interface LtiSettingsViewProps {
  platforms: LtiPlatform[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  registering?: boolean;
  registerError?: string | null;
  onRegister: (body: LtiPlatformCreate) => void;
  removingId?: number | null;
  removeError?: string | null;
  onRemove: (id: number) => void;
}

const EMPTY = {
  name: '',
  issuer: '',
  client_id: '',
  deployments: '',
  auth_login_url: '',
  token_url: '',
  jwks_url: '',
};

/** One tool URL, selectable for copying into the platform's form. */
function Url({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      readOnly
      dir="ltr"
      onFocus={(e) => e.currentTarget.select()}
    />
  );
}

/** Settings: the LMS platforms that launch Watni over LTI 1.3, and the tool's URLs (admins). */
export function LtiSettingsView(props: LtiSettingsViewProps) {
  const m = useLtiMessages();
  const { format } = useI18n();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LtiPlatform | null>(null);
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    dir: key === 'name' ? undefined : ('ltr' as const),
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  const register = (event: FormEvent) => {
    event.preventDefault();
    const deploymentIds = form.deployments
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean);
    const missing = Object.entries(form).some(([, value]) => !value.trim());
    setProblem(missing || deploymentIds.length === 0 ? m.required : null);
    if (missing || deploymentIds.length === 0) return;
    props.onRegister({
      name: form.name.trim(),
      issuer: form.issuer.trim(),
      client_id: form.client_id.trim(),
      deployment_ids: deploymentIds,
      auth_login_url: form.auth_login_url.trim(),
      token_url: form.token_url.trim(),
      jwks_url: form.jwks_url.trim(),
    });
    setForm(EMPTY);
  };

  return (
    <ExamsPage title={m.title} description={m.description}>
      <div className={styles.stack}>
        <section className={styles.tight} aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className={styles.heading}>
            {m.listHeading}
          </h2>
          {props.removeError ? <Alert tone="error">{props.removeError}</Alert> : null}
          {props.loading ? (
            <ExamsLoading />
          ) : props.error ? (
            <ExamsError message={props.error || m.loadFailed} onRetry={props.onRetry} />
          ) : props.platforms.length === 0 ? (
            <p className={styles.muted}>{m.none}</p>
          ) : (
            <ul className={styles.stack} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {props.platforms.map((p) => (
                <li key={p.id} className={styles.paper}>
                  <div className={styles.tight}>
                    <p className={styles.name}>{p.name}</p>
                    <p className={styles.muted}>
                      {m.issuer}: <code dir="ltr">{p.issuer}</code>
                    </p>
                    <p className={styles.muted}>
                      {m.clientId}: <code dir="ltr">{p.client_id}</code>
                      {' · '}
                      {m.deployments}: <code dir="ltr">{p.deployment_ids.join(', ')}</code>
                    </p>
                    <h3 className={styles.legend}>{m.toolHeading}</h3>
                    <Url label={m.loginUrl} value={p.tool.login_url} />
                    <Url label={m.launchUrl} value={p.tool.launch_url} />
                    <Url label={m.deepLinkingUrl} value={p.tool.deep_linking_url} />
                    <Url label={m.jwksUrl} value={p.tool.jwks_url} />
                    <div>
                      <Button
                        variant="outline"
                        loading={props.removingId === p.id}
                        onClick={() => setConfirming(p)}
                        aria-label={format(m.removeLabel, { name: p.name })}
                      >
                        {m.remove}
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.tight} aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`} className={styles.heading}>
            {m.addHeading}
          </h2>
          <p className={styles.muted}>{m.addHint}</p>
          <form className={styles.tight} onSubmit={register} noValidate>
            <TextField label={m.name} maxLength={100} {...field('name')} />
            <TextField label={m.issuer} maxLength={500} {...field('issuer')} />
            <TextField label={m.clientId} maxLength={255} {...field('client_id')} />
            <TextField
              label={m.deployments}
              hint={m.deploymentsHint}
              maxLength={2000}
              {...field('deployments')}
            />
            <TextField
              label={m.authLoginUrl}
              maxLength={2000}
              type="url"
              {...field('auth_login_url')}
            />
            <TextField label={m.tokenUrl} maxLength={2000} type="url" {...field('token_url')} />
            <TextField
              label={m.platformJwksUrl}
              maxLength={2000}
              type="url"
              {...field('jwks_url')}
            />
            {problem || props.registerError ? (
              <Alert tone="error">{problem ?? props.registerError}</Alert>
            ) : null}
            <div>
              <Button type="submit" loading={props.registering}>
                {props.registering ? m.registering : m.register}
              </Button>
            </div>
          </form>
        </section>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={format(m.removeTitle, { name: confirming?.name ?? '' })}
        message={m.removeMessage}
        confirmLabel={m.remove}
        cancelLabel={m.cancel}
        tone="danger"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) props.onRemove(confirming.id);
          setConfirming(null);
        }}
      />
    </ExamsPage>
  );
}
