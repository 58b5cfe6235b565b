import { style } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

/** A page of the learner area: centred column with breathing room. */
export const page = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['10'],
  display: 'grid',
  // Columns may shrink below their content's min-content (200 % text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  '@media': { 'screen and (min-width: 40rem)': { paddingInline: vars.space['6'] } },
});

/** The narrow card that holds sign-in, registration and password forms. */
export const authPage = style({
  width: '100%',
  maxWidth: '34rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['10'],
});

export const authCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (min-width: 40rem)': { padding: vars.space['8'] } },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const between = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.linkHover },
});

export const footerNote = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * The fieldset that disables a prerendered form until React has hydrated it (useHydrated): it
 * adds no box of its own, so the form's grid lays out its fields as before.
 */
export const formFields = style({
  display: 'contents',
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
