import type { RenderLink } from '@watni/ui';
import { Link } from 'react-router-dom';

/** Renders the ui Navbar's and Footer's links with the router (client-side navigation). */
export const routerRenderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

/** True when `href` is the current page or a parent of it ('/products' for '/products/dehydrator'). */
export function isCurrentPath(pathname: string, href: string): boolean {
  const path = href.split('#')[0] ?? href;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
