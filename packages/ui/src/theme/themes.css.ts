import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultThemeId, themeClassNames, themeIds, themeTokens } from './themes';

// One rule per theme. The default theme also applies on :root so a page without any class is
// themed. Rules share specificity (one class), so a theme class declared later wins over :root.
for (const id of themeIds) {
  const selector =
    id === defaultThemeId ? `:root, .${themeClassNames[id]}` : `.${themeClassNames[id]}`;
  createGlobalTheme(selector, vars, themeTokens(id));
}

globalStyle(':root', { colorScheme: 'light' });
