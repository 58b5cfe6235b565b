// Fewer, larger chunks for the first signed-in pages a phone opens (the parent's home and the
// teacher's register). Left to the bundler, the app splits into about 280 chunks, half of them
// under 3 kB, and a first visit fetches 60 of them; over HTTP/1.1 a phone fetches six at a time,
// so every six small files cost a round trip on slow 4G.
//
// The unit is the chunk of a build of the same code without these groups (`vite build --outDir
// node_modules/.cache/ungrouped`, run first by `npm run build`): the module graph alone cannot say
// what a page loads, since a barrel such as `@watni/ui` statically reaches every component while
// a page uses a few. From that build's manifest and source maps:
//
// - the app shell (the entry and the chunks it imports) is left exactly as it was, and so are the
//   chunks of the signed-out and public pages: none of them loads a merged chunk (what they share
//   with the console stays a small file of its own);
// - `console`: the chunks the console's frame and its always-read messages import, merged;
// - `register`, `dashboard`: the chunks of each first page that are not already in the two above;
// - `ur-console`, `ur-base`: the Urdu catalogues of those pages, one file each instead of eleven
//   requests in two waves.
//
// Each old chunk goes to the first of these that reaches it through static imports, so a merged
// chunk imports only the ones before it (or chunks left as they were): no cycle between chunks,
// no module run before its dependency. A `vite build` run alone uses the last ungrouped build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importers: readonly string[] } | null;
};
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

const SCREENS = 'packages/screens/src/';
/** Modules of the console every console page loads: its frame and the messages it reads. */
const CONSOLE_ROOTS = [
  'console/ConsoleShell.tsx',
  'messages/firstPageMessages.ts',
  ...['Dashboards', 'Notifications', 'Modules', 'Attendance', 'Diary', 'Timetable'].map(
    (name) => `messages/${name}Messages.tsx`,
  ),
  ...['staff', 'school'].map((name) => `messages/${name}.ts`),
  'messages/notifications.en.ts',
  'staff/_shared/StaffPage.tsx',
  'staff/NoAccess/NoAccess.tsx',
  'school/_shared/SchoolPage.tsx',
].map((path) => SCREENS + path);
/**
 * What is not the console's (the signed-out pages, the public pages' stylesheets, the shell's
 * theme picker): their chunks stay as they are, so none of them loads a merged chunk.
 */
const OTHER_ROOTS = [
  ...['SignIn', 'Register', 'ForgotPassword', 'ResetPassword'].map(
    (name) => `${SCREENS}learner/${name}/${name}Container.tsx`,
  ),
  // The shell's own lazy part on every page (the theme picker, after the first paint).
  `${SCREENS}shell/themePickerModule.ts`,
  'src/routes/pages/',
  // The catalogues those pages' HTML preloads (prerender.ts).
  ...['learner', 'routes', 'console', 'platform.en'].map((name) => `${SCREENS}messages/${name}.ts`),
];
const REGISTER_ROOTS = [`${SCREENS}school/AttendanceRegister/AttendanceRegisterContainer.tsx`];
const DASHBOARD_ROOTS = [`${SCREENS}learner/Dashboard/DashboardContainer.tsx`];
const urdu = (names: string[]) => names.map((name) => `${SCREENS}messages/${name}.ur.ts`);
const UR_CONSOLE = urdu([
  'notifications',
  'dashboards',
  'school',
  'attendance',
  'timetable',
  'diary',
]);
const UR_BASE = [
  ...urdu(['public', 'routes', 'learner', 'console']),
  'packages/ui/src/i18n/labels.ur.ts',
];

const GROUPS = ['console', 'register', 'dashboard', 'ur-console', 'ur-base'] as const;
type Group = (typeof GROUPS)[number];

const pathOf = (id: string) => id.split('?')[0] ?? id;
const endsWithAny = (path: string, ends: readonly string[]) =>
  ends.some((end) => path.endsWith(`/${end}`));

/** Which modules each group takes, from the ungrouped build in `dir`; null when there is none. */
export function readUngrouped(dir: string): Map<string, Group | 'left'> | null {
  const manifestFile = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const sources = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = join(dir, `${chunk.file}.map`);
    const list: string[] = existsSync(map)
      ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? [])
      : [];
    sources.set(
      key,
      list.map((source) => resolve(dirname(map), source)),
    );
  }
  const owner = new Map<string, Group | 'left'>();
  const taken = new Set<string>();
  // Each chunk goes to the first group that reaches it through static imports.
  const take = (roots: string[], group: Group | 'left') => {
    const stack = [...roots];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const source of sources.get(key) ?? []) owner.set(source, group);
      stack.push(...(manifest[key]?.imports ?? []));
    }
  };
  const chunksHolding = (ends: readonly string[]) =>
    [...sources].filter(([, list]) => list.some((s) => endsWithAny(s, ends))).map(([k]) => k);
  take(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    'left',
  );
  take(
    [...sources]
      .filter(([key, list]) =>
        OTHER_ROOTS.some((root) => key.includes(root) || list.some((s) => s.includes(`/${root}`))),
      )
      .map(([key]) => key),
    'left',
  );
  take(chunksHolding(CONSOLE_ROOTS), 'console');
  take(chunksHolding(REGISTER_ROOTS), 'register');
  take(chunksHolding(DASHBOARD_ROOTS), 'dashboard');
  for (const list of sources.values()) {
    const only = list.length === 1 ? (list[0] as string) : null;
    if (only === null || owner.has(only)) continue;
    if (endsWithAny(only, UR_CONSOLE)) owner.set(only, 'ur-console');
    else if (endsWithAny(only, UR_BASE)) owner.set(only, 'ur-base');
  }
  return owner;
}

export function chunkGroups(owner: Map<string, Group | 'left'>) {
  const groupOf = new Map<string, Group>();
  const plugin: Plugin = {
    name: 'watni-chunk-groups',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      for (const id of graph.getModuleIds()) {
        const known = owner.get(pathOf(id));
        if (known && known !== 'left') groupOf.set(id, known);
      }
      // vanilla-extract's compiled styles have no source in the maps: they go with the module
      // that imports them, unless the shell imports them too.
      for (const id of graph.getModuleIds()) {
        if (!/\.css\.ts($|\?)/.test(id) || owner.has(pathOf(id))) continue;
        const importers = graph.getModuleInfo(id)?.importers ?? [];
        if (importers.some((by) => owner.get(pathOf(by)) === 'left')) continue;
        const group = importers.map((by) => groupOf.get(by)).find((g) => g !== undefined);
        if (group) groupOf.set(id, group);
      }
    },
  };
  const groups = GROUPS.map((name, index) => ({
    name,
    priority: GROUPS.length - index,
    includeDependenciesRecursively: false,
    test: (id: string) => groupOf.get(id) === name,
  }));
  return { plugin, groups };
}
