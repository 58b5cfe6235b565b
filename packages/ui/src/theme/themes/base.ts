/**
 * Non-colour design tokens shared by every theme. Plain values, importable from Node without
 * vanilla-extract. Shadows carry their own (neutral) colour, so they live here with the palettes.
 */
export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
} as const;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const font = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Nastaliq Urdu", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  heading:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Nastaliq Urdu", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  display: 'clamp(2rem, 1.35rem + 2.6vw, 3.25rem)',
} as const;

export const lineHeight = {
  tight: '1.2',
  snug: '1.35',
  normal: '1.6',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 1px rgba(15, 23, 42, 0.04)',
  md: '0 4px 12px -2px rgba(15, 23, 42, 0.10), 0 2px 4px -2px rgba(15, 23, 42, 0.06)',
  lg: '0 18px 40px -12px rgba(15, 23, 42, 0.25), 0 4px 10px -4px rgba(15, 23, 42, 0.08)',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  picker: '800',
  overlay: '1000',
  modal: '1010',
  popover: '1100',
  toast: '1200',
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

export const size = {
  container: '76rem',
  containerNarrow: '48rem',
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
} as const;
