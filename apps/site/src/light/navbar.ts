import { template } from './templates';

/**
 * The Menu button of the navigation bar on a phone: opens and closes the panel it controls
 * (aria-expanded, its X icon while open) and Escape closes it, back on the button, as the React
 * Navbar does. The inline boot script toggles it until this runs; `data-ready` takes over.
 */
export function wireNavbar(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-slot="navbar-toggle"]');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return;
  toggle.setAttribute('data-ready', '');
  const setOpen = (open: boolean) => {
    panel.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    const icon = template(open ? 'icon-x' : 'icon-menu');
    if (icon) toggle.replaceChildren(icon);
  };
  // The boot script may have opened it already.
  setOpen(panel.hasAttribute('data-open'));
  toggle.addEventListener('click', () => setOpen(!panel.hasAttribute('data-open')));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !panel.hasAttribute('data-open')) return;
    setOpen(false);
    toggle.focus();
  });
}
