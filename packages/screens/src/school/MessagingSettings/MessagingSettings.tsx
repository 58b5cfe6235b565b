// School → Messaging: which channels the school sends on (e-mail is core; SMS and
// WhatsApp need the sms-whatsapp module), each channel's provider and credentials (write-only:
// the service answers "stored, ending in 1234"), quiet hours, and "Send test message" through
// the saved settings.
import type { Schemas } from '@watni/api-client';
import { Alert, Button, Card, Checkbox, RadioGroup, Switch, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as shared from '../_shared/school.css';
import * as styles from './MessagingSettings.css';

type Channel = Schemas['DeliveryChannel'];
type Provider = Schemas['ChannelProvider'];

const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
const PROVIDERS: Record<Channel, readonly Provider[]> = {
  email: ['log', 'smtp'],
  sms: ['log', 'http', 'twilio', 'pk_http'],
  whatsapp: ['log', 'cloud_api'],
};
/** The non-secret settings each provider uses (the rest are not sent). */
const SETTINGS: Record<Provider, readonly string[]> = {
  log: [],
  smtp: ['host', 'port', 'secure', 'user', 'from'],
  http: ['url', 'sender', 'send_when', 'rate_paisa'],
  cloud_api: [
    'phone_number_id',
    'base_url',
    'template_announcement',
    'template_announcement_long',
    'language_en',
    'language_ur',
    'rate_paisa',
  ],
  twilio: ['account_sid', 'from', 'base_url', 'send_when', 'rate_paisa'],
  // The presets' parameter names can be overridden (kept when saved from this screen).
  pk_http: [
    'preset',
    'url',
    'user',
    'mask',
    'send_when',
    'rate_paisa',
    'method',
    'body',
    'param_to',
    'param_text',
    'param_mask',
    'param_user',
    'param_secret',
    'param_unicode',
    'unicode_on',
    'unicode_off',
    'number_format',
    'extra',
    'success_match',
    'failure_match',
    'id_match',
    'dlr_id_param',
    'dlr_status_param',
    'dlr_delivered',
    'dlr_failed',
  ],
};
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

interface ChannelForm {
  enabled: boolean;
  provider: Provider;
  settings: Record<string, string>;
  secret: string;
  /** SMS: the gateway's report-signing key; WhatsApp: the app secret (write-only). */
  callbackSecret: string;
  verifyToken: string;
  clear: boolean;
}
type Form = Record<Channel, ChannelForm> & {
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
};

export interface TestOutcome {
  status: 'sent' | 'failed';
  provider: Provider;
  reason: string | null;
}

export interface MessagingSettingsViewProps {
  status: 'loading' | 'error' | 'ready';
  channels: Schemas['NotificationChannels'] | undefined;
  onReload: () => void;
  saving: boolean;
  /** The service's refusal of the last save. */
  saveError: string | null;
  saved: boolean;
  onSave: (body: Schemas['NotificationChannelsUpdate']) => void;
  /** The channel whose test message is on its way. */
  testing: Channel | null;
  testResults: Partial<Record<Channel, TestOutcome | { status: 'error'; reason: string }>>;
  onTest: (channel: Channel, to: string) => void;
}

function formOf(data: Schemas['NotificationChannels']): Form {
  const channel = (name: Channel): ChannelForm => {
    const row = data.channels.find((c) => c.channel === name);
    return {
      enabled: row?.enabled ?? name === 'email',
      provider: row?.provider ?? 'log',
      settings: { ...(row?.settings ?? {}) },
      secret: '',
      callbackSecret: '',
      verifyToken: '',
      clear: false,
    };
  };
  return {
    email: channel('email'),
    sms: channel('sms'),
    whatsapp: channel('whatsapp'),
    quiet: data.quiet_hours !== null,
    quietStart: data.quiet_hours?.start ?? '21:00',
    quietEnd: data.quiet_hours?.end ?? '07:00',
  };
}

/** What the form sends: every channel the school can use, only its provider's settings. */
export function updateOf(
  form: Form,
  data: Schemas['NotificationChannels'],
): Schemas['NotificationChannelsUpdate'] {
  const channels = CHANNELS.filter(
    (name) => data.channels.find((c) => c.channel === name)?.available ?? name === 'email',
  ).map((name) => {
    const f = form[name];
    const settings = Object.fromEntries(
      SETTINGS[f.provider]
        .map((key) => [key, (f.settings[key] ?? '').trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    return {
      channel: name,
      enabled: f.enabled,
      provider: f.provider,
      settings,
      ...(f.secret.trim() && !f.clear ? { secret: f.secret.trim() } : {}),
      ...(f.callbackSecret.trim() && !f.clear ? { callback_secret: f.callbackSecret.trim() } : {}),
      ...(f.verifyToken.trim() && !f.clear ? { verify_token: f.verifyToken.trim() } : {}),
      ...(f.clear ? { clear_secret: true } : {}),
    };
  });
  return {
    channels,
    quiet_hours: form.quiet ? { start: form.quietStart, end: form.quietEnd } : null,
  };
}

export function MessagingSettingsView(props: MessagingSettingsViewProps) {
  const m = useNotificationsMessages().messaging;
  if (props.status === 'loading' || !props.channels) {
    return (
      <StaffPage title={m.title} description={m.intro}>
        {props.status === 'error' ? (
          <StaffError message={m.error} onRetry={props.onReload} />
        ) : (
          <StaffLoading />
        )}
      </StaffPage>
    );
  }
  return <MessagingForm {...props} channels={props.channels} />;
}

function MessagingForm(
  props: MessagingSettingsViewProps & { channels: Schemas['NotificationChannels'] },
) {
  const m = useNotificationsMessages().messaging;
  const { format } = useI18n();
  const data = props.channels;
  const [initial, setInitial] = useState(() => formOf(data));
  const [seen, setSeen] = useState(data);
  const [form, setForm] = useState(initial);
  const [invalidTime, setInvalidTime] = useState(false);
  const [testTo, setTestTo] = useState<Record<Channel, string>>({
    email: '',
    sms: '',
    whatsapp: '',
  });
  // New data from the service (after a save): the form starts again from it.
  if (seen !== data) {
    const next = formOf(data);
    setSeen(data);
    setInitial(next);
    setForm(next);
  }
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const available = (name: Channel) =>
    data.channels.find((c) => c.channel === name)?.available ?? name === 'email';
  const moduleOff = !available('sms') || !available('whatsapp');

  const setChannel = (name: Channel, changes: Partial<ChannelForm>) =>
    setForm((f) => ({ ...f, [name]: { ...f[name], ...changes } }));
  const setSetting = (name: Channel, key: string, value: string) =>
    setForm((f) => ({
      ...f,
      [name]: { ...f[name], settings: { ...f[name].settings, [key]: value } },
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.quiet && !(TIME.test(form.quietStart) && TIME.test(form.quietEnd))) {
      setInvalidTime(true);
      return;
    }
    setInvalidTime(false);
    props.onSave(updateOf(form, data));
  };

  const field = (name: Channel, key: string, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name].settings[key] ?? ''}
      disabled={!available(name)}
      onChange={(e) => setSetting(name, key, e.target.value)}
      {...(type === 'url' || key === 'host' || key === 'port' ? { dir: 'ltr' } : {})}
    />
  );

  const secretField = (name: Channel, label: string) => {
    const row = data.channels.find((c) => c.channel === name);
    const hint = row?.has_secret
      ? row.secret_last4
        ? format(m.secretStored, { last4: row.secret_last4 })
        : m.secretStoredShort
      : m.secretNone;
    return (
      <>
        <TextField
          label={label}
          type="password"
          autoComplete="new-password"
          value={form[name].secret}
          hint={hint}
          disabled={!available(name) || form[name].clear}
          onChange={(e) => setChannel(name, { secret: e.target.value })}
        />
        {row?.has_secret ? (
          <Checkbox
            label={m.clearSecret}
            checked={form[name].clear}
            disabled={!available(name)}
            onCheckedChange={(on) =>
              setChannel(name, {
                clear: on === true,
                secret: '',
                callbackSecret: '',
                verifyToken: '',
              })
            }
          />
        ) : null}
      </>
    );
  };

  /** The delivery-report credentials (SMS and WhatsApp) and where the reports go. */
  const receiptFields = (name: 'sms' | 'whatsapp') => {
    const row = data.channels.find((c) => c.channel === name);
    const secretInput = (
      key: 'callbackSecret' | 'verifyToken',
      label: string,
      stored: boolean | undefined,
    ) => (
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={form[name][key]}
        hint={stored ? m.extraSecretStored : m.secretNone}
        disabled={!available(name) || form[name].clear}
        onChange={(e) => setChannel(name, { [key]: e.target.value })}
      />
    );
    return (
      <>
        {secretInput('callbackSecret', m.callbackSecret[name], row?.has_callback_secret)}
        {name === 'whatsapp'
          ? secretInput('verifyToken', m.verifyToken, row?.has_verify_token)
          : null}
        {row?.receipts_url ? (
          <p className={shared.muted}>{format(m.receiptsUrl, { url: row.receipts_url })}</p>
        ) : null}
      </>
    );
  };

  const testBlock = (name: Channel) => {
    const result = props.testResults[name];
    const busy = props.testing === name;
    return (
      <div className={styles.test}>
        <h3 className={styles.subheading}>{m.testTitle}</h3>
        <div className={styles.testRow}>
          <TextField
            label={name === 'email' ? m.testToEmail : m.testToPhone}
            type={name === 'email' ? 'email' : 'tel'}
            dir="ltr"
            value={testTo[name]}
            disabled={!available(name)}
            onChange={(e) => setTestTo((t) => ({ ...t, [name]: e.target.value }))}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!available(name) || busy || dirty || !testTo[name].trim()}
            onClick={() => props.onTest(name, testTo[name].trim())}
          >
            {busy ? m.testSending : m.testSend}
          </Button>
        </div>
        {dirty ? <p className={shared.muted}>{m.testSaveFirst}</p> : null}
        {result ? (
          <Alert tone={result.status === 'sent' ? 'success' : 'error'} role="status">
            {result.status === 'sent'
              ? format(m.testSent, { provider: providerName(name, result.provider) })
              : format(m.testFailed, { reason: result.reason ?? '' })}
          </Alert>
        ) : null}
      </div>
    );
  };

  const providerName = (name: Channel, provider: Provider): string =>
    (m[name] as Record<string, string>)[provider] ?? provider;

  const channelCard = (name: Channel) => {
    const words = m[name];
    const f = form[name];
    return (
      <Card.Root key={name} className={styles.card}>
        <section aria-labelledby={`channel-${name}`} className={styles.cardBody}>
          <h2 id={`channel-${name}`} className={shared.heading}>
            {words.title}
          </h2>
          <p className={shared.muted}>{words.description}</p>
          <Switch
            label={m.enabled}
            checked={f.enabled && available(name)}
            disabled={!available(name)}
            onCheckedChange={(on) => setChannel(name, { enabled: on })}
          />
          <RadioGroup
            label={m.providerLabel}
            options={PROVIDERS[name].map((p) => ({ value: p, label: providerName(name, p) }))}
            value={f.provider}
            disabled={!available(name)}
            onValueChange={(value) => setChannel(name, { provider: value as Provider })}
          />
          {f.provider === 'smtp' ? (
            <div className={styles.grid}>
              {field('email', 'host', m.email.host)}
              {field('email', 'port', m.email.port)}
              {field('email', 'user', m.email.user)}
              {field('email', 'from', m.email.from)}
              <Checkbox
                label={m.email.secure}
                checked={f.settings.secure === 'true'}
                onCheckedChange={(on) =>
                  setSetting('email', 'secure', on === true ? 'true' : 'false')
                }
              />
              {secretField('email', m.email.secret)}
            </div>
          ) : null}
          {f.provider === 'http' ? (
            <div className={styles.grid}>
              {field('sms', 'url', m.sms.url, 'url')}
              {field('sms', 'sender', m.sms.sender)}
              {secretField('sms', m.sms.secret)}
              {receiptFields('sms')}
            </div>
          ) : null}
          {f.provider === 'twilio' ? (
            <div className={styles.grid}>
              {field('sms', 'account_sid', m.sms.accountSid)}
              {field('sms', 'from', m.sms.from)}
              {field('sms', 'base_url', m.sms.url, 'url')}
              {field('sms', 'send_when', m.sms.sendWhen)}
              {field('sms', 'rate_paisa', m.sms.rate)}
              {secretField('sms', m.sms.authToken)}
              {receiptFields('sms')}
            </div>
          ) : null}
          {f.provider === 'pk_http' ? (
            <div className={styles.grid}>
              {field('sms', 'preset', m.sms.preset)}
              {field('sms', 'url', m.sms.url, 'url')}
              {field('sms', 'user', m.sms.user)}
              {field('sms', 'mask', m.sms.mask)}
              {field('sms', 'send_when', m.sms.sendWhen)}
              {field('sms', 'rate_paisa', m.sms.rate)}
              {secretField('sms', m.sms.password)}
              {receiptFields('sms')}
            </div>
          ) : null}
          {f.provider === 'cloud_api' ? (
            <div className={styles.grid}>
              {field('whatsapp', 'phone_number_id', m.whatsapp.phoneNumberId)}
              {field('whatsapp', 'base_url', m.whatsapp.baseUrl, 'url')}
              {field('whatsapp', 'template_announcement', m.whatsapp.template)}
              {field('whatsapp', 'template_announcement_long', m.whatsapp.templateLong)}
              {field('whatsapp', 'language_ur', m.whatsapp.languageUr)}
              {field('whatsapp', 'language_en', m.whatsapp.languageEn)}
              {field('whatsapp', 'rate_paisa', m.whatsapp.rate)}
              {secretField('whatsapp', m.whatsapp.secret)}
              {receiptFields('whatsapp')}
            </div>
          ) : null}
          {testBlock(name)}
        </section>
      </Card.Root>
    );
  };

  return (
    <StaffPage
      title={m.title}
      description={m.intro}
      actions={<Link to="/school/messaging/deliveries">{m.deliveriesLink}</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={m.title}>
        {props.saveError ? <Alert tone="error">{props.saveError}</Alert> : null}
        {props.saved && !dirty ? (
          <Alert tone="success" role="status">
            {m.saved}
          </Alert>
        ) : null}
        {moduleOff ? (
          <Alert tone="info">
            {m.moduleOff} <Link to="/admin/modules">{m.modulesLink}</Link>
          </Alert>
        ) : null}
        <div className={styles.cards}>{CHANNELS.map(channelCard)}</div>
        <Card.Root className={styles.card}>
          <section aria-labelledby="quiet-hours" className={styles.cardBody}>
            <h2 id="quiet-hours" className={shared.heading}>
              {m.quietTitle}
            </h2>
            <p className={shared.muted}>{m.quietDescription}</p>
            <Switch
              label={m.quietOn}
              checked={form.quiet}
              onCheckedChange={(on) => setForm((f) => ({ ...f, quiet: on }))}
            />
            {form.quiet ? (
              <div className={styles.grid}>
                <TextField
                  label={m.quietStart}
                  type="time"
                  dir="ltr"
                  value={form.quietStart}
                  error={invalidTime ? m.invalidTime : undefined}
                  onChange={(e) => setForm((f) => ({ ...f, quietStart: e.target.value }))}
                />
                <TextField
                  label={m.quietEnd}
                  type="time"
                  dir="ltr"
                  value={form.quietEnd}
                  error={invalidTime ? m.invalidTime : undefined}
                  onChange={(e) => setForm((f) => ({ ...f, quietEnd: e.target.value }))}
                />
              </div>
            ) : null}
          </section>
        </Card.Root>
        <div>
          <Button type="submit" disabled={props.saving || !dirty}>
            {props.saving ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </StaffPage>
  );
}
