import { useEffect, useState } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './PasswordStrength.css';
import {
  defaultStrengthLabels,
  filledBars,
  type StrengthLabels,
  type StrengthScore,
  strengthMessage,
  strengthTone,
} from './strength';

export interface PasswordStrengthProps {
  password: string;
  /** The person's own email, username and names: a password made of them scores low. */
  userInputs?: (string | null | undefined)[];
  labels?: StrengthLabels;
  /** Link the password field to the message with `aria-describedby={id}`. */
  id?: string;
  className?: string;
}

type Estimate = { score: StrengthScore; warning: string | null };

/**
 * Strength of a new password while it is typed (zxcvbn-ts, loaded on first use), with the same
 * threshold the service applies: four bars and a sentence saying why a weak one is weak.
 * Nothing shows while the field is empty.
 */
export function PasswordStrength({
  password,
  userInputs = [],
  labels = defaultStrengthLabels,
  id,
  className,
}: PasswordStrengthProps) {
  const [result, setResult] = useState<{ password: string; estimate: Estimate } | null>(null);
  const inputs = userInputs.filter((input): input is string => Boolean(input)).join('\u0000');

  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    void import('./estimate').then(async ({ estimate }) => {
      const next = await estimate(password, inputs ? inputs.split('\u0000') : []);
      if (!cancelled) setResult({ password, estimate: next });
    });
    return () => {
      cancelled = true;
    };
  }, [password, inputs]);

  if (!password) return null;
  const current = result?.password === password ? result.estimate : null;
  const tone = current ? strengthTone(current.score) : null;
  const filled = current ? filledBars(current.score) : 0;
  return (
    <div data-slot="password-strength" className={cx(styles.root, className)}>
      <div className={styles.bars} aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <span
            key={index}
            className={cx(styles.bar, tone && index < filled ? styles.filled[tone] : undefined)}
          />
        ))}
      </div>
      <p id={id} className={styles.message} aria-live="polite">
        {current ? strengthMessage(current.score, current.warning, labels) : labels.checking}
      </p>
    </div>
  );
}
