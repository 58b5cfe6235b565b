import type { LtiDeepLinkItems } from '@watni/api-client';
import { Alert, Button, RadioGroup, Spinner, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useLtiLaunchMessages } from '../../messages/LtiLaunchMessages';
import * as page from '../_shared/page.css';

export interface LtiDeepLinkViewProps {
  state: 'loading' | 'failed' | 'ready';
  /** The request's one-time code, posted back with the pick. */
  code: string;
  choices?: LtiDeepLinkItems;
}

/** Where the pick is posted (a form post: the service answers the page back to the platform). */
export const DEEP_LINK_RETURN_ACTION = '/api/lti/deep-link/return';

/** `/lti/deep-link`: an instructor on the LMS picks the Watni quiz to add to a course. */
export function LtiDeepLinkView({ state, code, choices }: LtiDeepLinkViewProps) {
  const m = useLtiLaunchMessages();
  const { format } = useI18n();
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    if (!picked) {
      event.preventDefault();
      setError(m.pickRequired);
      return;
    }
    setSending(true);
  };
  if (state === 'loading') {
    return (
      <div className={page.authPage}>
        <div className={page.authCard}>
          <h1 className={page.title}>{m.pickTitle}</h1>
          <Spinner label={m.loading} />
        </div>
      </div>
    );
  }
  if (state === 'failed' || !choices) {
    return (
      <div className={page.authPage}>
        <div className={page.authCard}>
          <h1 className={page.title}>{m.pickFailedTitle}</h1>
          <Alert tone="error">{m.pickFailed}</Alert>
        </div>
      </div>
    );
  }
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        <div>
          <h1 className={page.title}>{m.pickTitle}</h1>
          <p className={page.muted}>{format(m.pickIntro, { platform: choices.platform })}</p>
        </div>
        {choices.items.length === 0 ? (
          <Alert tone="info">{m.pickNone}</Alert>
        ) : (
          <form
            method="post"
            action={DEEP_LINK_RETURN_ACTION}
            onSubmit={submit}
            noValidate
            className={page.formFields}
          >
            <input type="hidden" name="code" value={code} />
            <RadioGroup
              name="quiz_id"
              label={m.pickLegend}
              value={picked}
              onValueChange={(value) => {
                setPicked(value);
                setError(null);
              }}
              error={error ?? undefined}
              options={choices.items.map((item) => ({
                value: String(item.quiz_id),
                label: item.title,
                description: format(m.inCourse, { course: item.course_title }),
              }))}
            />
            <Button type="submit" disabled={sending}>
              {sending ? m.pickSending : m.pickSubmit}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
