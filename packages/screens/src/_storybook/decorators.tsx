// Decorators shared by the screens' stories (not part of the package's exports).
import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '@watni/ui';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders the story inside a router at `parameters.route` (default '/'), so Links, NavLinks and
 * useLocation work as on the site.
 */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

/** Provides the theme context the shell's theme picker needs (the toolbar still sets the class). */
export const withThemeContext: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);
