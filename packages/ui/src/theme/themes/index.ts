import {
  duration,
  easing,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from './base';
import { blue } from './blue';
import { green } from './green';
import { purple } from './purple';
import type { ColorTokens } from './types';
import { watni } from './watni';

export type { ColorTokens, StatusColors } from './types';

/** The four theme ids, default first. */
export const themeIds = ['watni', 'blue', 'purple', 'green'] as const;
export type ThemeId = (typeof themeIds)[number];
export const defaultThemeId: ThemeId = 'watni';

/** Raw colour tokens per theme (plain objects: the contrast test reads the same numbers). */
export const palettes: Record<ThemeId, ColorTokens> = { watni, blue, purple, green };

/** Class applied to `<html>` (or any wrapper) to switch theme. Stable, readable names. */
export const themeClassNames: Record<ThemeId, string> = {
  watni: 'theme-watni',
  blue: 'theme-blue',
  purple: 'theme-purple',
  green: 'theme-green',
};

const labels: Record<ThemeId, string> = {
  watni: 'Watni',
  blue: 'Blue',
  purple: 'Purple',
  green: 'Green',
};

export interface ThemeOption {
  id: ThemeId;
  label: string;
  className: string;
  swatch: { primary: string; secondary: string; accent: string };
}

/** Themes for pickers: id, label, class name and swatch colours. */
export const themes: readonly ThemeOption[] = themeIds.map((id) => ({
  id,
  label: labels[id],
  className: themeClassNames[id],
  swatch: {
    primary: palettes[id].primary,
    secondary: palettes[id].secondary,
    accent: palettes[id].accent,
  },
}));

/** Every token of one theme, in the shape of the vanilla-extract contract. */
export function themeTokens(id: ThemeId) {
  return {
    color: palettes[id],
    space,
    radius,
    font,
    fontSize,
    lineHeight,
    fontWeight,
    shadow,
    zIndex,
    duration,
    easing,
    size,
  };
}

export type ThemeTokens = ReturnType<typeof themeTokens>;
