// The school as a biller of 1Bill and Kuickpay: per aggregator the prefix it assigned, the
// digits of the voucher part, and the credentials the aggregator sends (the password is write-only:
// the service says only whether one is saved). Saving answers with the first voucher's number.
import type { Aggregator, BillerSettings, BillerSettingsInput } from '@watni/api-client';
import { Alert, Button, Card, Switch, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';

export interface BillerCardProps {
  items: BillerSettings[];
  busy?: boolean;
  error?: string | null;
  notice?: string | null;
  onSave: (aggregator: Aggregator, body: BillerSettingsInput) => void;
}

function AggregatorForm(props: {
  item: BillerSettings;
  busy: boolean;
  onSave: BillerCardProps['onSave'];
}) {
  const t = useFeesMessages();
  const m = t.biller;
  const { format } = useI18n();
  const name = t.common.aggregators[props.item.aggregator];
  const [enabled, setEnabled] = useState(props.item.enabled);
  const [prefix, setPrefix] = useState(props.item.prefix ?? '');
  const [digits, setDigits] = useState(String(props.item.digits ?? 7));
  const [username, setUsername] = useState(props.item.username ?? '');
  const [password, setPassword] = useState('');
  useEffect(() => {
    setEnabled(props.item.enabled);
    setPrefix(props.item.prefix ?? '');
    setDigits(String(props.item.digits ?? 7));
    setUsername(props.item.username ?? '');
    setPassword('');
  }, [props.item]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: BillerSettingsInput = { enabled, digits: Number(digits) || 7 };
    if (prefix) body.prefix = prefix;
    if (username) body.username = username;
    if (password) body.password = password;
    props.onSave(props.item.aggregator, body);
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={name}>
      <Switch label={format(m.enabled, { name })} checked={enabled} onCheckedChange={setEnabled} />
      <div className={styles.row} style={{ alignItems: 'end' }}>
        <TextField
          label={format(m.prefix, { name })}
          inputMode="numeric"
          dir="ltr"
          maxLength={8}
          value={prefix}
          onChange={(event) => setPrefix(event.target.value.replace(/[^0-9]/g, ''))}
        />
        <TextField
          label={m.digits}
          inputMode="numeric"
          dir="ltr"
          maxLength={2}
          value={digits}
          onChange={(event) => setDigits(event.target.value.replace(/[^0-9]/g, ''))}
        />
        <TextField
          label={m.username}
          dir="ltr"
          maxLength={40}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={m.password}
          type="password"
          dir="ltr"
          maxLength={100}
          autoComplete="new-password"
          hint={props.item.password_configured ? m.passwordSet : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {props.item.example ? (
        <div className={styles.muted}>
          <p>{format(m.example, { number: props.item.example })}</p>
          <p>{format(m.addresses, { name })}</p>
          <ul className={styles.plainList}>
            <li dir="ltr">{props.item.inquiry_url}</li>
            <li dir="ltr">{props.item.payment_url}</li>
          </ul>
        </div>
      ) : null}
      <div>
        <Button type="submit" loading={props.busy}>
          {format(m.save, { name })}
        </Button>
      </div>
    </form>
  );
}

export function BillerCard(props: BillerCardProps) {
  const m = useFeesMessages().biller;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={2}>{m.title}</Card.Title>
      </Card.Header>
      <Card.Body className={styles.stack}>
        <p className={styles.muted}>{m.intro}</p>
        {props.error ? <Alert tone="error">{props.error}</Alert> : null}
        {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
        {props.items.map((item) => (
          <AggregatorForm
            key={item.aggregator}
            item={item}
            busy={props.busy ?? false}
            onSave={props.onSave}
          />
        ))}
      </Card.Body>
    </Card.Root>
  );
}
