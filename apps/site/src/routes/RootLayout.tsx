import { useLogout, useSession } from '@watni/api-client';
import { AppLayout, localizedPath, usePublicMessages, useScrollBehaviour } from '@watni/screens';
import { publicPageMeta } from '@watni/screens/public';
import { type Locale, useI18n } from '@watni/ui';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { applyHead } from '../seo/head';
import { type RouteHandle, routeHandle } from './handle';

function useLeafHandle(): RouteHandle {
  const matches = useMatches();
  return routeHandle(matches.at(-1)?.handle);
}

/** Keeps <title>, description and canonical URL in step with the route after client navigation. */
function useDocumentHead(handle: RouteHandle) {
  const messages = usePublicMessages();
  const { format } = useI18n();
  const page = handle.page;
  const meta = useMemo(
    () =>
      page
        ? publicPageMeta(messages, format, page)
        : (handle.meta ?? { title: 'Watni', description: messages.shell.footer.description }),
    [messages, format, page, handle.meta],
  );
  const path = handle.prerender;
  useEffect(() => {
    applyHead({ title: meta.title, description: meta.description, path, siteUrl: __SITE_URL__ });
  }, [meta, path]);
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
    if (!handle.page || !handle.locale || handle.locale === locale) return;
    navigate(`${localizedPath(pathname, locale)}${search}${hash}`, { replace: true });
  }, [handle, locale, pathname, search, hash, navigate]);
}

/** The shell of every route: navigation bar with the session's actions, page, footer. */
export function RootLayout() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const handle = useLeafHandle();
  const { pathname } = useLocation();
  useScrollBehaviour();
  useDocumentHead(handle);
  usePathFollowsLocale(handle);

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
