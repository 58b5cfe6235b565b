import { themeStorageKey } from '@watni/ui/theme-boot';
import { type ThemeId, themeClassNames, themeIds } from '@watni/ui/themes';

const isThemeId = (value: unknown): value is ThemeId =>
  typeof value === 'string' && (themeIds as readonly string[]).includes(value);

/** The theme on `<html>` (the boot script put the stored one there before the first paint). */
function currentTheme(): ThemeId {
  const html = document.documentElement;
  const named = html.getAttribute('data-theme');
  if (isThemeId(named)) return named;
  return themeIds.find((id) => html.classList.contains(themeClassNames[id])) ?? themeIds[0];
}

function applyTheme(id: ThemeId): void {
  const html = document.documentElement;
  for (const t of themeIds) html.classList.remove(themeClassNames[t]);
  html.classList.add(themeClassNames[id]);
  html.setAttribute('data-theme', id);
  try {
    localStorage.setItem(themeStorageKey, id);
  } catch {
    // Storage unavailable (private mode): the theme still applies for this visit.
  }
}

/**
 * The floating theme picker (StaticThemePicker's markup) without React: the palette button opens
 * a panel of the four themes as a radio group (arrow keys move and choose, as in Radix's), the
 * choice goes on `<html>` and into storage like ThemeProvider's; Escape, a click outside or focus
 * leaving close it.
 */
export function wireThemePicker(): void {
  const root = document.querySelector<HTMLElement>('[data-slot="theme-picker"]');
  const trigger = root?.querySelector<HTMLButtonElement>('[data-slot="theme-picker-trigger"]');
  const panel = root?.querySelector<HTMLElement>('[data-slot="theme-picker-content"]');
  if (!root || !trigger || !panel) return;
  const options = [...panel.querySelectorAll<HTMLButtonElement>('[role="radio"][data-theme-id]')];

  const show = (id: ThemeId) => {
    for (const option of options) {
      const checked = option.dataset.themeId === id;
      option.setAttribute('aria-checked', String(checked));
      option.dataset.state = checked ? 'checked' : 'unchecked';
      option.tabIndex = checked ? 0 : -1;
      option
        .querySelector<HTMLElement>('[data-slot="theme-picker-check"]')
        ?.toggleAttribute('hidden', !checked);
    }
  };
  const choose = (option: HTMLButtonElement | undefined) => {
    const id = option?.dataset.themeId;
    if (!option || !isThemeId(id)) return;
    applyTheme(id);
    show(id);
    option.focus();
  };
  const isOpen = () => !panel.hidden;
  const setOpen = (open: boolean, focusTrigger = false) => {
    panel.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
    trigger.dataset.state = open ? 'open' : 'closed';
    if (open) {
      show(currentTheme());
      options.find((o) => o.tabIndex === 0)?.focus();
    } else if (focusTrigger) trigger.focus();
  };

  show(currentTheme());
  trigger.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    choose((event.target as Element).closest<HTMLButtonElement>('[role="radio"]') ?? undefined);
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false, true);
      return;
    }
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number | undefined;
    if (event.key in step) next = (at + (step[event.key] ?? 0) + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    choose(options[next]);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
  });
  root.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (isOpen() && to && !root.contains(to)) setOpen(false);
  });
}
