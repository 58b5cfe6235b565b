import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import {
  DialogProvider,
  I18nProvider,
  isLocale,
  localeInfo,
  locales,
  preloadCatalogues,
  ToastProvider,
  themeClassNames,
} from '@watni/ui';

const preview: Preview = {
  tags: ['autodocs'],
  // The language toolbar beside the theme toolbar: every story in English or in Urdu, right to
  // left (a story can pin one with `globals: { locale: 'ur' }`).
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: localeInfo[locale].name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  // The chosen language's catalogues (every one the story's modules defined) before rendering.
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      await preloadCatalogues(locale);
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (and shows in the a11y panel).
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <DialogProvider>
          <Story />
        </DialogProvider>
      </ToastProvider>
    ),
    (Story, { globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      // Keyed by language: the provider starts in the toolbar's language and sets <html lang dir>.
      return (
        <I18nProvider key={locale} initialLocale={locale}>
          <Story />
        </I18nProvider>
      );
    },
    withThemeByClassName({
      themes: { ...themeClassNames },
      defaultTheme: 'watni',
      parentSelector: 'html',
    }),
  ],
};

export default preview;
