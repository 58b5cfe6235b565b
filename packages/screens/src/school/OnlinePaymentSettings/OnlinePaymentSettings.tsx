// /school/fees/online (admins): which online providers the school offers and
// their credentials. Saved credentials are never shown again: the service answers only
// "configured" and the merchant id's last 4 characters; an empty field keeps the saved value.
import type {
  OnlinePaymentProvider,
  OnlinePaymentProviderUpdate,
  OnlineProviderId,
} from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  PageHeader,
  Spinner,
  Switch,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { usePaymentsOnlineMessages } from '../../messages/PaymentsOnlineMessages';
import * as styles from '../_attendance/attendance.css';

export interface OnlinePaymentSettingsViewProps {
  providers: OnlinePaymentProvider[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The provider being saved. */
  saving?: OnlineProviderId | null;
  /** The last save: its provider and the error sentence, if any. */
  result?: { provider: OnlineProviderId; error: string | null } | null;
  onSave: (provider: OnlineProviderId, body: OnlinePaymentProviderUpdate) => void;
  /** The reconciliation section, below the providers (the container passes it). */
  report?: ReactNode;
}

function ProviderCard({
  provider,
  saving,
  result,
  onSave,
}: {
  provider: OnlinePaymentProvider;
  saving: boolean;
  result: { error: string | null } | null;
  onSave: (body: OnlinePaymentProviderUpdate) => void;
}) {
  const t = usePaymentsOnlineMessages();
  const m = t.settings;
  const { format } = useI18n();
  const name = t.providers[provider.provider];
  const [enabled, setEnabled] = useState(provider.enabled);
  const [merchant, setMerchant] = useState('');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState('');
  const [baseUrl, setBaseUrl] = useState(provider.base_url ?? '');
  const [apiUsername, setApiUsername] = useState('');
  const [apiPassword, setApiPassword] = useState('');
  const [accountNum, setAccountNum] = useState('');
  const isSandbox = provider.provider === 'sandbox';
  const isEasypaisa = provider.provider === 'easypaisa';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: OnlinePaymentProviderUpdate = { enabled };
    if (!isSandbox) {
      if (merchant.trim()) body.merchant_id = merchant.trim();
      if (password) body.password = password;
      if (secret) body.secret = secret;
      if (baseUrl.trim() && baseUrl.trim() !== provider.base_url) body.base_url = baseUrl.trim();
      if (isEasypaisa) {
        if (apiUsername.trim()) body.api_username = apiUsername.trim();
        if (apiPassword) body.api_password = apiPassword;
        if (accountNum.trim()) body.account_num = accountNum.trim();
      }
    }
    onSave(body);
    setPassword('');
    setSecret('');
    setApiPassword('');
  };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{name}</Card.Title>
      </Card.Header>
      <Card.Body className={styles.stack}>
        {/* Outside the form: Radix adds no hidden input (it sat off-screen in right-to-left). */}
        <Switch
          layout="between"
          label={format(m.enabled, { provider: name })}
          checked={enabled}
          disabled={!provider.available}
          onCheckedChange={setEnabled}
        />
        {provider.available ? null : <Alert tone="warning">{m.sandboxUnavailable}</Alert>}
        {provider.ipn_url ? (
          <div className={styles.stack}>
            <TextField
              label={format(m.ipnUrl, { provider: name })}
              hint={format(m.ipnHint, { provider: name })}
              value={provider.ipn_url}
              readOnly
              dir="ltr"
            />
          </div>
        ) : null}
        <form className={styles.stack} onSubmit={submit} aria-label={name}>
          {isSandbox ? (
            <p className={styles.muted}>{m.sandboxNote}</p>
          ) : (
            <>
              <p className={styles.row}>
                <Badge tone={provider.configured ? 'success' : 'warning'}>
                  {provider.configured ? m.configured : m.notConfigured}
                </Badge>
                {provider.merchant_hint ? (
                  <span className={styles.muted}>
                    {format(m.merchantHint, { hint: provider.merchant_hint })}
                  </span>
                ) : null}
              </p>
              <TextField
                label={provider.provider === 'easypaisa' ? m.storeId : m.merchantId}
                hint={m.keep}
                value={merchant}
                maxLength={40}
                autoComplete="off"
                onChange={(event) => setMerchant(event.target.value)}
              />
              {provider.provider === 'jazzcash' ? (
                <TextField
                  label={m.password}
                  hint={m.keep}
                  type="password"
                  value={password}
                  maxLength={100}
                  autoComplete="new-password"
                  onChange={(event) => setPassword(event.target.value)}
                />
              ) : null}
              <TextField
                label={provider.provider === 'easypaisa' ? m.hashKey : m.salt}
                hint={m.keep}
                type="password"
                value={secret}
                maxLength={200}
                autoComplete="new-password"
                onChange={(event) => setSecret(event.target.value)}
              />
              <TextField
                label={m.baseUrl}
                type="url"
                dir="ltr"
                value={baseUrl}
                maxLength={300}
                onChange={(event) => setBaseUrl(event.target.value)}
              />
              {isEasypaisa ? (
                <fieldset className={styles.stack}>
                  <legend>{m.inquiryTitle}</legend>
                  <p className={styles.row}>
                    <Badge tone={provider.inquiry_configured ? 'success' : 'warning'}>
                      {provider.inquiry_configured ? m.inquiryOn : m.inquiryOff}
                    </Badge>
                  </p>
                  <TextField
                    label={m.apiUsername}
                    hint={m.keep}
                    value={apiUsername}
                    maxLength={100}
                    autoComplete="off"
                    onChange={(event) => setApiUsername(event.target.value)}
                  />
                  <TextField
                    label={m.apiPassword}
                    hint={m.keep}
                    type="password"
                    value={apiPassword}
                    maxLength={200}
                    autoComplete="new-password"
                    onChange={(event) => setApiPassword(event.target.value)}
                  />
                  <TextField
                    label={m.accountNum}
                    hint={m.keep}
                    value={accountNum}
                    maxLength={40}
                    autoComplete="off"
                    onChange={(event) => setAccountNum(event.target.value)}
                  />
                </fieldset>
              ) : null}
            </>
          )}
          {result ? (
            <Alert tone={result.error ? 'error' : 'success'}>
              {result.error ?? format(m.saved, { provider: name })}
            </Alert>
          ) : null}
          <div className={styles.row}>
            <Button type="submit" loading={saving}>
              {m.save}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export function OnlinePaymentSettingsView(props: OnlinePaymentSettingsViewProps) {
  const m = usePaymentsOnlineMessages().settings;
  return (
    <Container asChild>
      <div className={styles.stack}>
        <PageHeader title={m.title} description={m.description} divider />
        {props.loading ? (
          <Spinner label={m.title} />
        ) : props.error ? (
          <Alert
            tone="error"
            action={
              props.onRetry ? (
                <Button variant="outline" size="sm" onClick={props.onRetry}>
                  {m.retry}
                </Button>
              ) : null
            }
          >
            {props.error}
          </Alert>
        ) : (
          <>
            {props.providers.map((provider) => (
              <ProviderCard
                key={provider.provider}
                provider={provider}
                saving={props.saving === provider.provider}
                result={props.result?.provider === provider.provider ? props.result : null}
                onSave={(body) => props.onSave(provider.provider, body)}
              />
            ))}
            {props.report}
          </>
        )}
      </div>
    </Container>
  );
}
