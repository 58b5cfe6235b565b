// Which paths are console pages (the signed-in app layout) rather than public pages. In the
// main entry, so the root layout can decide before the console's chunk loads.

const CONSOLE_PREFIXES = [
  '/dashboard',
  '/admin',
  '/profile',
  '/school',
  '/courses',
  '/assessments',
  '/inbox',
  '/fees',
];

export const onRoute = (pathname: string, route: string) =>
  pathname === route || pathname.startsWith(`${route}/`);

/** Paths whose pages use the console when someone is signed in (public pages never do). */
export function isConsolePath(pathname: string): boolean {
  return CONSOLE_PREFIXES.some((prefix) => onRoute(pathname, prefix));
}
