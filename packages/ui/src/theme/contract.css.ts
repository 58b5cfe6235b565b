import { createThemeContract } from '@vanilla-extract/css';
import { themeTokens } from './themes';

/**
 * The theme contract: CSS custom properties every theme fills. Built from the shape of the raw
 * tokens (values are ignored here), so the contract and the plain token objects cannot drift.
 * Use `vars.color.primary`, `vars.space['4']`, `vars.radius.md`... in `.css.ts` files.
 */
export const vars = createThemeContract(themeTokens('watni'));
