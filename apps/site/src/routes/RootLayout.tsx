import { useLogout, useSession } from '@watni/api-client';
import { AppLayout, publicMessages, useScrollBehaviour } from '@watni/screens';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { applyHead } from '../seo/head';
import { routeHandle } from './handle';

const defaultMeta = publicMessages.home.meta;

/** Keeps <title>, description and canonical URL in step with the route after client navigation. */
function useDocumentHead() {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handle = routeHandle(leaf?.handle);
  const meta = handle.meta ?? defaultMeta;
  const path = handle.prerender;
  useEffect(() => {
    applyHead({ title: meta.title, description: meta.description, path, siteUrl: __SITE_URL__ });
  }, [meta, path]);
}

/** The shell of every route: navigation bar with the session's actions, page, footer. */
export function RootLayout() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  useScrollBehaviour();
  useDocumentHead();

  const onLogout = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/') });
  };

  return (
    <AppLayout
      // With a stored token the user is shown as signed in while it is being checked; a failed
      // check clears the tokens and the bar turns back to Login / Get Started.
      session={session.status === 'anonymous' ? 'signedOut' : 'signedIn'}
      onLogout={onLogout}
      loggingOut={logout.isPending}
      copyrightYear={__BUILD_YEAR__}
    >
      <Outlet />
    </AppLayout>
  );
}
