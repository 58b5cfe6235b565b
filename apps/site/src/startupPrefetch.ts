// The data of the page a phone opens first, asked for while that page's code is still on its
// way: the route's chunk and the screen's query then travel side by side instead of one after
// the other. On slow 4G the register and the parent's dashboard otherwise wait a whole round
// trip (and the server's answer) after their code arrives. Signed-in visitors only; the query
// is the screen's own (same key and options), so the screen finds it in the cache or in flight.
import {
  type ApiClient,
  type createQueryClient,
  dashboardQuery,
  sectionRegisterQuery,
} from '@watni/api-client';
import { pakistanToday } from '@watni/policy';

type QueryClient = ReturnType<typeof createQueryClient>;

const REGISTER = /^\/school\/attendance\/(\d{1,9})\/?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function prefetchFirstPage(
  queryClient: QueryClient,
  client: ApiClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const register = REGISTER.exec(location.pathname);
  if (register) {
    const asked = new URLSearchParams(location.search).get('day');
    const day = asked && DAY.test(asked) ? asked : pakistanToday();
    void queryClient.prefetchQuery(sectionRegisterQuery(client, Number(register[1]), day));
  } else if (location.pathname.replace(/\/+$/, '') === '/dashboard') {
    void queryClient.prefetchQuery(dashboardQuery(client));
  }
}
