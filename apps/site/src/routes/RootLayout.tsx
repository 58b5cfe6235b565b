import { useLogout, useSession, useSessionExpired } from '@watni/api-client';
import {
  AppLayout,
  isConsolePath,
  localizedPath,
  routeCatalogue,
  usePublicMessages,
  useScrollBehaviour,
} from '@watni/screens';
import { publicPageMeta } from '@watni/screens/public';
import { FullPageLoader, LanguageSwitcher, type Locale, useI18n, useToast } from '@watni/ui';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { applyHead } from '../seo/head';
import { type RouteHandle, routeHandle } from './handle';

// The console (signed-in layout) is its own chunk: public pages never load it.
const ConsoleShell = lazy(async () => ({
  default: (await import('@watni/screens/console')).ConsoleShell,
}));

function useLeafHandle(): RouteHandle {
  const matches = useMatches();
  return routeHandle(matches.at(-1)?.handle);
}

/**
 * Keeps <title>, description and canonical URL in step with the route after client navigation.
 * Console pages name themselves (the console's breadcrumbs give the title).
 */
function useDocumentHead(handle: RouteHandle, inConsole: boolean) {
  const messages = usePublicMessages();
  const { format, locale } = useI18n();
  // Loaded with the page's messages (never on a public page, which does not need them).
  const routeMessages = handle.metaKey ? routeCatalogue.get(locale) : undefined;
  const page = handle.page;
  const meta = useMemo(
    () =>
      page
        ? publicPageMeta(messages, format, page)
        : handle.metaKey && routeMessages
          ? routeMessages[handle.metaKey]
          : (handle.meta ?? { title: 'Watni', description: messages.shell.footer.description }),
    [messages, routeMessages, format, page, handle.meta, handle.metaKey],
  );
  const path = handle.prerender;
  useEffect(() => {
    if (inConsole) return;
    applyHead({ title: meta.title, description: meta.description, path, siteUrl: __SITE_URL__ });
  }, [meta, path, inConsole]);
}

/**
 * A public page's address follows the language: after a switch, or a link to the other
 * language's path, the page is replaced by its twin (`/pricing` <-> `/ur/pricing`), so the
 * address, the reload and a shared link all show what the reader sees.
 */
function usePathFollowsLocale(handle: RouteHandle) {
  const { locale } = useI18n();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // Public pages and the prerendered sign-in and registration pages have a path per language.
    if (!handle.locale || handle.locale === locale) return;
    navigate(`${localizedPath(pathname, locale)}${search}${hash}`, { replace: true });
  }, [handle, locale, pathname, search, hash, navigate]);
}

/**
 * The one place an expired session is handled (the client's middleware has cleared the tokens):
 * say so once; the guards then send the user to sign in and back.
 */
function useSessionExpiryNotice(message: string) {
  const toast = useToast();
  useSessionExpired(() => {
    toast.error(message);
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
  const messages = usePublicMessages();
  const handle = useLeafHandle();
  const { pathname } = useLocation();
  const inConsole = session.status === 'authenticated' && isConsolePath(pathname);
  useScrollBehaviour();
  useDocumentHead(handle, inConsole);
  usePathFollowsLocale(handle);
  useSessionExpiryNotice(messages.shell.sessionExpired);

  // Signing out of the console: go home first, end the session once home is shown.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving || isConsolePath(pathname)) return;
    setLeaving(false);
    logout.mutate();
  }, [leaving, pathname, logout]);

  if (inConsole) {
    return (
      <Suspense fallback={<FullPageLoader label={messages.shell.loadingConsole} />}>
        <ConsoleShell
          onSignOut={() => {
            setLeaving(true);
            navigate('/');
          }}
          signingOut={leaving || logout.isPending}
          languageSlot={<LanguageSwitcher />}
        >
          <Outlet />
        </ConsoleShell>
      </Suspense>
    );
  }

  const onLogout = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/') });
  };

  // A public page links to its twin in the other language (crawlers and no-script readers follow
  // it); elsewhere the switcher changes the language in place.
  const languageHref = handle.page
    ? (locale: Locale) => localizedPath(pathname, locale)
    : undefined;

  return (
    <AppLayout
      // With a stored token the user is shown as signed in while it is being checked; a failed
      // check clears the tokens and the bar turns back to Login / Get Started.
      session={session.status === 'anonymous' ? 'signedOut' : 'signedIn'}
      onLogout={onLogout}
      loggingOut={logout.isPending}
      copyrightYear={__BUILD_YEAR__}
      languageHref={languageHref}
    >
      <Outlet />
    </AppLayout>
  );
}
