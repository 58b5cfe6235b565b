import { Alert, Button, Card, useI18n } from '@watni/ui';
import { useState } from 'react';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useConsoleMessages } from '../../messages/areas';
import * as styles from './Profile.css';

export interface CalendarFeedCardProps {
  /** Undefined while loading. */
  state: { exists: boolean; created_at: string | null } | undefined;
  loadError?: string | null;
  /** The address just made: shown only now (the service keeps only its hash). */
  newUrl?: string | null;
  working?: boolean;
  error?: string | null;
  onReset: () => void;
  onTurnOff: () => void;
  /** Copies the address; resolves when done. */
  onCopy?: (url: string) => Promise<void> | void;
}

/** The private iCalendar feed of the signed-in user: make, reset, copy, turn off. */
export function CalendarFeedCard({
  state,
  loadError,
  newUrl,
  working = false,
  error,
  onReset,
  onTurnOff,
  onCopy,
}: CalendarFeedCardProps) {
  const m = useConsoleMessages().calendarFeed;
  const { locale } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!newUrl) return;
    await (onCopy ?? ((url: string) => navigator.clipboard?.writeText(url)))(newUrl);
    setCopied(true);
  };
  return (
    <Card.Root className={styles.card} role="region" aria-labelledby="calendar-feed-title">
      <div className={styles.form}>
        <Card.Title level={2} id="calendar-feed-title">
          {m.title}
        </Card.Title>
        <p className={styles.muted}>{m.explanation}</p>
        {loadError ? <Alert tone="error">{loadError}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!state && !loadError ? <p aria-busy="true">{m.working}</p> : null}
        {state && !newUrl ? (
          <p>
            {state.exists && state.created_at
              ? m.since(formatPakistanDate(state.created_at, locale === 'ur' ? 'ur' : 'en'))
              : m.none}
          </p>
        ) : null}
        {newUrl ? (
          <div className={styles.form}>
            <label htmlFor="calendar-feed-url">{m.newLink}</label>
            <input
              id="calendar-feed-url"
              className={styles.url}
              readOnly
              dir="ltr"
              value={newUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div>
              <Button type="button" variant="secondary" onClick={copy}>
                {m.copy}
              </Button>
            </div>
            {copied ? <p role="status">{m.copied}</p> : null}
          </div>
        ) : null}
        {state ? (
          <div className={styles.actions}>
            <Button type="button" loading={working} loadingLabel={m.working} onClick={onReset}>
              {state.exists || newUrl ? m.reset : m.create}
            </Button>
            {state.exists ? (
              <Button type="button" variant="ghost" disabled={working} onClick={onTurnOff}>
                {m.turnOff}
              </Button>
            ) : null}
          </div>
        ) : null}
        {state?.exists ? <p className={styles.muted}>{m.resetWarning}</p> : null}
      </div>
    </Card.Root>
  );
}
