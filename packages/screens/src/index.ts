// @watni/screens: what every area shares (the shell, formatting, messages). Pages live in the
// area entries: '@watni/screens/public', '@watni/screens/learner', '@watni/screens/staff'.
export { type Currency, formatPrice, PKR_PER_USD, usdToPkr } from './format/money';
export {
  consoleCatalogue,
  learnerCatalogue,
  routeCatalogue,
  signedInCatalogues,
  useRouteMessages,
} from './messages/areas';
export {
  type PublicMessages,
  type PublicPageSection,
  publicCataloguesFor,
  publicPageCatalogues,
  publicShellCatalogue,
  usePublicMessages,
} from './messages/MessagesProvider';
export { platformCatalogue } from './messages/platform';
export type { RouteMetaKey } from './messages/routes';
export { urduAllowedWords } from './messages/urduAllowedWords';
export { AppLayout, type AppLayoutProps, type ShellSession } from './shell/AppLayout/AppLayout';
export { isConsolePath } from './shell/consolePaths';
export { ErrorPage } from './shell/ErrorPage/ErrorPage';
export { LightPageProvider, LightTemplate, useLightPage } from './shell/LightPage/LightPage';
export {
  alternatePaths,
  localeOfPath,
  localizedPath,
  stripLocale,
} from './shell/localePaths';
export { NotFound } from './shell/NotFound/NotFound';
export {
  RouteStatus,
  RouteStatusProvider,
  type RouteStatusRecorder,
} from './shell/RouteStatus';
export { isCurrentPath, routerRenderLink } from './shell/routerLink';
export { ANCHOR_SCROLL_DELAY_MS, useScrollBehaviour } from './shell/useScrollBehaviour';
