import { useLtiDeepLinkItems } from '@watni/api-client';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { codeFromFragment } from './codeFromFragment';
import { LtiDeepLinkView } from './LtiDeepLink';

/**
 * `/lti/deep-link#code=…` (public; the instructor's deep-linking launch lands here): the school's
 * published quizzes for the request's code. The pick is a plain form post to the service, which
 * answers the page that carries the signed response on to the platform (deep-link-page.ts);
 * a refused pick comes back as `?failed=1`.
 */
export function LtiDeepLinkPage() {
  const [params] = useSearchParams();
  const [code] = useState(codeFromFragment);
  const items = useLtiDeepLinkItems(code);
  const failed = params.get('failed') !== null || !code || items.isError;
  return (
    <LtiDeepLinkView
      state={failed ? 'failed' : items.isPending ? 'loading' : 'ready'}
      code={code}
      choices={items.data}
    />
  );
}
