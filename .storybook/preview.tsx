import { withThemeByClassName } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { DialogProvider, ToastProvider, themeClassNames } from '@watni/ui';

const preview: Preview = {
  tags: ['autodocs'],
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
    withThemeByClassName({
      themes: { ...themeClassNames },
      defaultTheme: 'watni',
      parentSelector: 'html',
    }),
  ],
};

export default preview;
