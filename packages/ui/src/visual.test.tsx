// Visual baselines: every widget gallery in every theme (plus overlays and narrow layouts),
// compared with the committed PNGs in __screenshots__/. Update with:
//   npx vitest run --project ui -u
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './theme/global.css';
import { pinShippedFonts } from './_internal/pinnedFonts';
import { footerColumns, navLinks } from './_internal/storyData';
import { Button } from './Button/Button';
import { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
import { Dialog } from './Dialog/Dialog';
import { Footer } from './Footer/Footer';
import { gallerySections } from './Gallery/sections';
import { preloadCatalogues } from './i18n/catalogue';
import { I18nProvider } from './i18n/I18nProvider';
import { applyLocale } from './i18n/locales';
import { Logo } from './Logo/Logo';
import { Navbar } from './Navbar/Navbar';
import { TextField } from './TextField/TextField';
import { ThemePicker } from './ThemePicker/ThemePicker';
import { ToastProvider, useToast } from './Toast/Toast';
import { applyTheme, ThemeProvider } from './theme/ThemeProvider';
import { type ThemeId, themeIds } from './theme/themes';

// Deterministic rendering: no animation, transition or blinking caret; fixed viewport per test.
const freeze = document.createElement('style');
freeze.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}html{scrollbar-width:none}';
document.head.append(freeze);
// Pictures of text only in the fonts the project ships, whatever the machine has installed.
beforeAll(pinShippedFonts);

let root: Root | null = null;
let host: HTMLElement | null = null;

async function render(node: ReactNode, options: { padded?: boolean } = {}) {
  host = document.createElement('div');
  host.setAttribute('data-testid', 'shot');
  host.style.background = 'var(--shot-bg, transparent)';
  if (options.padded !== false) host.style.padding = '24px';
  document.body.append(host);
  root = createRoot(host);
  root.render(node);
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return page.getByTestId('shot');
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

function Toasts() {
  const toast = useToast();
  useEffect(() => {
    toast.success('Settings saved successfully!');
    toast.error('Failed to save lesson');
    toast.info('Subscription upgrade coming soon!', { title: 'Coming soon' });
  }, [toast]);
  return null;
}

const overlays: Array<{ id: string; node: () => ReactNode; open?: string }> = [
  {
    id: 'dialog',
    node: () => (
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Create Tenant</Dialog.Title>
            <Dialog.Description>
              Creates an organisation and makes Ayesha Khan its admin.
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <TextField label="Organization name" required defaultValue="Beaconhouse Lahore" />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline">Cancel</Button>
            <Button>Create Tenant</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    ),
  },
  {
    id: 'confirm',
    node: () => (
      <ConfirmDialog
        open
        tone="danger"
        title="Delete lesson"
        message="Are you sure you want to delete this lesson?"
        confirmLabel="Delete"
        onConfirm={() => {}}
      />
    ),
  },
  {
    id: 'toasts',
    node: () => (
      <ToastProvider duration={600000}>
        <Toasts />
      </ToastProvider>
    ),
  },
  {
    id: 'theme-picker',
    open: 'Choose theme',
    node: () => (
      <ThemeProvider>
        <ThemePicker />
      </ThemeProvider>
    ),
  },
];

async function settle() {
  await new Promise((r) => setTimeout(r, 50));
  (document.activeElement as HTMLElement | null)?.blur();
}

describe.each(themeIds)('theme %s', (theme: ThemeId) => {
  beforeAll(() => {
    window.localStorage.clear();
    applyTheme(theme);
  });

  test.each(gallerySections.map((s) => [s.id, s] as const))('%s', async (_, section) => {
    await page.viewport(1024, 900);
    const shot = await render(section.render(), { padded: !section.bleed });
    await expect.element(shot).toMatchScreenshot(`${section.id}-${theme}`);
  });

  test.each(overlays.map((o) => [o.id, o] as const))('%s (overlay)', async (_, overlay) => {
    await page.viewport(1024, 768);
    await render(overlay.node(), { padded: false });
    if (overlay.open) await userEvent.click(page.getByRole('button', { name: overlay.open }));
    await settle();
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${overlay.id}-${theme}`);
  });

  describe('at 375px', () => {
    beforeAll(async () => {
      await page.viewport(375, 1800);
    });

    test('navbar menu open', async () => {
      await render(
        <div style={{ minBlockSize: 560 }}>
          <Navbar
            sticky={false}
            defaultOpen
            brand={<Logo />}
            links={navLinks}
            actions={
              <>
                <Button variant="ghost">Login</Button>
                <Button>Get Started</Button>
              </>
            }
          />
        </div>,
        { padded: false },
      );
      await expect.element(page.getByTestId('shot')).toMatchScreenshot(`navbar-mobile-${theme}`);
    });

    for (const id of ['hero', 'table', 'pricing', 'forms'] as const) {
      test(id, async () => {
        const section = gallerySections.find((s) => s.id === id);
        if (!section) throw new Error(`no section ${id}`);
        const shot = await render(section.render(), { padded: !section.bleed });
        await expect.element(shot).toMatchScreenshot(`${id}-mobile-${theme}`);
      });
    }

    test('footer', async () => {
      const shot = await render(<Footer brand={<Logo />} columns={footerColumns} />, {
        padded: false,
      });
      await expect.element(shot).toMatchScreenshot(`footer-mobile-${theme}`);
    });
  });
});

// Right to left: a few galleries and the dialog with <html lang="ur" dir="rtl"> and the Urdu
// labels (close, next, previous…) and typeface; the layouts must mirror, pointing icons flip.
describe('right to left (Urdu)', () => {
  beforeAll(async () => {
    window.localStorage.clear();
    applyTheme('watni');
    await preloadCatalogues('ur');
    applyLocale('ur');
  });
  afterAll(() => {
    applyLocale('en');
  });

  const urdu = (node: ReactNode) => <I18nProvider initialLocale="ur">{node}</I18nProvider>;

  for (const id of ['navbar', 'navigation', 'forms', 'table'] as const) {
    test(id, async () => {
      await page.viewport(1024, 900);
      const section = gallerySections.find((s) => s.id === id);
      if (!section) throw new Error(`no section ${id}`);
      const shot = await render(urdu(section.render()), { padded: !section.bleed });
      await expect.element(shot).toMatchScreenshot(`${id}-rtl-watni`);
    });
  }

  test('dialog (overlay)', async () => {
    await page.viewport(1024, 768);
    const dialog = overlays.find((o) => o.id === 'dialog');
    if (!dialog) throw new Error('no dialog overlay');
    await render(urdu(dialog.node()), { padded: false });
    await settle();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('dialog-rtl-watni');
  });

  test('navbar menu open at 375px', async () => {
    await page.viewport(375, 1800);
    await render(
      urdu(
        <div style={{ minBlockSize: 560 }}>
          <Navbar sticky={false} defaultOpen brand={<Logo />} links={navLinks} />
        </div>,
      ),
      { padded: false },
    );
    await expect.element(page.getByTestId('shot')).toMatchScreenshot('navbar-mobile-rtl-watni');
  });
});
