import { useLogout, useSession, useSessionExpired } from '@watni/api-client';
import { AppLayout, isConsolePath, publicMessages, useScrollBehaviour } from '@watni/screens';
import { FullPageLoader, useToast } from '@watni/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { applyHead } from '../seo/head';
import { routeHandle } from './handle';

const defaultMeta = publicMessages.home.meta;

// The console (signed-in layout) is its own chunk: public pages never load it.
const ConsoleShell = lazy(async () => ({
  default: (await import('@watni/screens/console')).ConsoleShell,
}));

/**
 * Keeps <title>, description and canonical URL in step with the route after client navigation.
 * Console pages name themselves (the console's breadcrumbs give the title).
 */
function useDocumentHead(inConsole: boolean) {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handle = routeHandle(leaf?.handle);
  const meta = handle.meta ?? defaultMeta;
  const path = handle.prerender;
  useEffect(() => {
    if (inConsole) return;
    applyHead({ title: meta.title, description: meta.description, path, siteUrl: __SITE_URL__ });
  }, [meta, path, inConsole]);
}

/**
 * The one place an expired session is handled (the client's middleware has cleared the tokens):
 * say so once; the guards then send the user to sign in and back.
 */
function useSessionExpiryNotice() {
  const toast = useToast();
  useSessionExpired(() => {
    toast.error(publicMessages.shell.sessionExpired);
  });
}

/**
 * The shell of every route. Signed-in pages (dashboard, learning, staff, school) use the console:
 * sidebar or phone drawer, breadcrumbs, user menu. Public pages keep the marketing navigation
 * bar and footer.
 */
export function RootLayout() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inConsole = session.status === 'authenticated' && isConsolePath(pathname);
  useScrollBehaviour();
  useDocumentHead(inConsole);
  useSessionExpiryNotice();

  // Signing out of the console: go home first, end the session once home is shown.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving || isConsolePath(pathname)) return;
    setLeaving(false);
    logout.mutate();
  }, [leaving, pathname, logout]);

  if (inConsole) {
    return (
      <Suspense fallback={<FullPageLoader label={publicMessages.shell.loadingConsole} />}>
        <ConsoleShell
          onSignOut={() => {
            setLeaving(true);
            navigate('/');
          }}
          signingOut={leaving || logout.isPending}
        >
          <Outlet />
        </ConsoleShell>
      </Suspense>
    );
  }

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
