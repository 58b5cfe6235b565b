import { useLtiSignIn } from '@watni/api-client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { codeFromFragment } from '../LtiDeepLink/codeFromFragment';
import { LtiContinueView } from './LtiContinue';

/**
 * `/lti/continue#code=…` (public): the launch's one-time code is read from the fragment (it
 * never reaches a server log or a Referer), wiped from the address bar, and exchanged once for a
 * session; the learner then goes to the quiz or course the LMS asked for.
 */
export function LtiContinuePage() {
  const signIn = useLtiSignIn();
  const navigate = useNavigate();
  const started = useRef(false);
  const [noCode, setNoCode] = useState(false);
  useEffect(() => {
    // The code works once: a second effect run (Strict Mode) must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = codeFromFragment();
    if (!code) {
      setNoCode(true);
      return;
    }
    signIn.mutate(code, {
      onSuccess: (target) =>
        navigate(target.startsWith('/') ? target : '/dashboard', { replace: true }),
    });
  }, [signIn, navigate]);
  return <LtiContinueView state={noCode || signIn.isError ? 'failed' : 'signing-in'} />;
}
