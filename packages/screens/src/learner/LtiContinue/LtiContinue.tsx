import { Alert, LinkButton, Spinner } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLtiLaunchMessages } from '../../messages/LtiLaunchMessages';
import * as page from '../_shared/page.css';

export interface LtiContinueViewProps {
  /** Signing in with the launch's code, or the code was refused (used, expired, unknown). */
  state: 'signing-in' | 'failed';
}

/** `/lti/continue`: where an LMS launch lands the learner while the one-time code is exchanged. */
export function LtiContinueView({ state }: LtiContinueViewProps) {
  const m = useLtiLaunchMessages();
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        {state === 'signing-in' ? (
          <>
            <h1 className={page.title}>{m.continueTitle}</h1>
            <p className={page.muted}>{m.continueIntro}</p>
            <Spinner label={m.continueIntro} />
          </>
        ) : (
          <>
            <h1 className={page.title}>{m.continueFailedTitle}</h1>
            <Alert tone="error">{m.continueFailed}</Alert>
            <LinkButton asChild>
              <Link to="/login">{m.signIn}</Link>
            </LinkButton>
          </>
        )}
      </div>
    </div>
  );
}
