// What a signed-in page a phone opens first needs, asked for while the app's code is still on its
// way. Left to the screens, a first visit to the register or the parent's home is a staircase:
// the route's code, then the session, then the console's shell, then its messages, then each
// card's data, one round trip after the other (seven steps on slow 4G, each 150 ms or more before
// a byte arrives). Started here, they travel side by side. Each query is the screen's own (same
// key and options), so the screen finds it in the cache or in flight; nothing here renders.
import {
  type ApiClient,
  attendanceAlertsQuery,
  type createQueryClient,
  dashboardQuery,
  gradingCountQuery,
  meQuery,
  myChildrenQuery,
  roleCan,
  roleOf,
  sectionRegisterQuery,
  tenantModuleAccessQuery,
  tenantSettingsQuery,
  unreadCountQuery,
} from '@watni/api-client';
import { pakistanToday } from '@watni/policy';
import { isConsolePath } from '@watni/screens';
import type { Locale } from '@watni/ui';

type QueryClient = ReturnType<typeof createQueryClient>;

const REGISTER = /^\/school\/attendance\/(\d{1,9})\/?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type FirstPage = 'dashboard' | 'register';

function firstPageOf(pathname: string): FirstPage | null {
  if (REGISTER.test(pathname)) return 'register';
  if (pathname.replace(/\/+$/, '') === '/dashboard') return 'dashboard';
  return null;
}

/** Call only with a stored session (an access token). */
export function prefetchFirstPage(
  queryClient: QueryClient,
  client: ApiClient,
  location: Pick<Location, 'pathname' | 'search'>,
  locale: Locale,
): void {
  if (!isConsolePath(location.pathname)) return;
  const page = firstPageOf(location.pathname);

  // The console's shell (its own chunk) and the messages it and the page render with.
  void import('@watni/screens/console');
  void import('@watni/screens/first-page-messages').then((m) =>
    m.preloadFirstPageMessages(page, locale),
  );

  const register = REGISTER.exec(location.pathname);
  if (register) {
    const asked = new URLSearchParams(location.search).get('day');
    const day = asked && DAY.test(asked) ? asked : pakistanToday();
    void queryClient.prefetchQuery(sectionRegisterQuery(client, Number(register[1]), day));
  }

  // The rest follows the role, which the session tells.
  void queryClient
    .fetchQuery(meQuery(client))
    .then((user) => {
      const role = roleOf(user);
      // The shell's menu, bell and permissions.
      void queryClient.prefetchQuery(tenantModuleAccessQuery(client));
      void queryClient.prefetchQuery(tenantSettingsQuery(client));
      void queryClient.prefetchQuery(unreadCountQuery(client));
      if (roleCan(role, 'submissions.grade'))
        void queryClient.prefetchQuery(gradingCountQuery(client));
      if (page !== 'dashboard') return;
      // A parent's home is their children and the absence alerts; everyone else's is one request.
      if (roleCan(role, 'children.view')) {
        void queryClient.prefetchQuery(myChildrenQuery(client));
        void queryClient.prefetchQuery(attendanceAlertsQuery(client));
      } else {
        void queryClient.prefetchQuery(dashboardQuery(client));
      }
    })
    // A failed session check is the screens' to handle (they ask again and clear the tokens).
    .catch(() => undefined);
}
