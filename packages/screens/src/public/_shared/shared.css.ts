import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@watni/ui';

// ---------------------------------------------------------------- Section
export const section = style({
  paddingBlock: vars.space['16'],
  '@media': { 'screen and (min-width: 64rem)': { paddingBlock: vars.space['20'] } },
});

export const sectionTone = styleVariants({
  plain: { background: vars.color.surface },
  alt: { background: vars.color.surfaceAlt },
});

export const sectionHeader = style({
  display: 'grid',
  gap: vars.space['3'],
  maxInlineSize: '46rem',
  marginBlockEnd: vars.space['10'],
});

export const sectionHeaderCentered = style({
  marginInline: 'auto',
  textAlign: 'center',
  justifyItems: 'center',
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const sectionTitle = style({
  fontSize: 'clamp(1.625rem, 1.3rem + 1.2vw, 2.25rem)',
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const sectionIntro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

// ---------------------------------------------------------------- CTA band
export const ctaWrap = style({
  paddingBlock: vars.space['16'],
});

export const cta = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  color: vars.color.onPrimary,
  backgroundColor: vars.color.primary,
  backgroundImage: [
    `radial-gradient(40rem 20rem at 100% 0%, color-mix(in srgb, ${vars.color.accent} 20%, transparent), transparent 60%)`,
    `linear-gradient(120deg, ${vars.color.primary} 0%, ${vars.color.secondary} 100%)`,
  ].join(', '),
  boxShadow: vars.shadow.lg,
  '@media': {
    'screen and (min-width: 56rem)': {
      gridTemplateColumns: '1fr auto',
      padding: vars.space['12'],
    },
  },
});
globalStyle(`${cta} :focus-visible`, { outlineColor: vars.color.onPrimary });

export const ctaTitle = style({
  fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
  color: 'inherit',
  letterSpacing: '-0.02em',
});

export const ctaText = style({
  marginBlockStart: vars.space['3'],
  fontSize: vars.fontSize.lg,
  maxInlineSize: '40rem',
  color: 'inherit',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

// ---------------------------------------------------------------- Figures
export const figures = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.accent}`,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1.1,
  color: vars.color.primary,
});

export const figureLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

// ---------------------------------------------------------------- Check list
export const checkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const checkIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.color.primary,
});

// ---------------------------------------------------------------- FAQ
export const faqList = style({
  display: 'grid',
  gap: vars.space['3'],
  maxInlineSize: '52rem',
  marginInline: 'auto',
});

export const faqItem = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.primary },
  },
});

export const faqChevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
});
globalStyle(`${faqItem}[open] ${faqChevron}`, { transform: 'rotate(180deg)' });

export const faqAnswer = style({
  paddingInline: vars.space['5'],
  paddingBlockEnd: vars.space['5'],
  color: vars.color.textMuted,
});

// ---------------------------------------------------------------- Breadcrumbs
export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const breadcrumbSeparator = style({ opacity: 0.8 });

// ---------------------------------------------------------------- Split layouts and cards
export const split = style({
  display: 'grid',
  // One column that may shrink below its content's widest word (200 % text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const splitWide = style({
  display: 'grid',
  // One column that may shrink below its content's widest word (200 % text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: '1.4fr 1fr' } },
});

export const stack = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  flexShrink: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardGridTwo = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(24rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

export const smallNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const h3 = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  letterSpacing: '-0.01em',
});

// ---------------------------------------------------------------- Legal documents
export const legal = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: '16rem 1fr' } },
});

export const toc = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  '@media': {
    'screen and (min-width: 64rem)': { position: 'sticky', insetBlockStart: '5.5rem' },
  },
});

export const tocTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const tocList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legalBody = style({
  display: 'grid',
  gap: vars.space['8'],
  maxInlineSize: '46rem',
});

export const legalSection = style({ display: 'grid', gap: vars.space['3'] });

export const legalHeading = style({ fontSize: vars.fontSize['2xl'], color: vars.color.text });

export const legalIntro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  paddingBlockEnd: vars.space['6'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// ---------------------------------------------------------------- Illustrations
export const illustration = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxInlineSize: '34rem',
  marginInline: 'auto',
  filter: 'drop-shadow(0 24px 40px rgba(8, 24, 24, 0.28))',
});

/** Decorative media hidden on phones, where it would push the content below the fold. */
export const hideOnPhones = style({
  '@media': { 'screen and (max-width: 39.99rem)': { display: 'none' } },
});

export const fillSurface = style({ fill: vars.color.surfaceRaised });
export const fillSurfaceAlt = style({ fill: vars.color.surfaceAlt });
export const fillPrimary = style({ fill: vars.color.primary });
export const fillPrimarySubtle = style({ fill: vars.color.primarySubtle });
export const fillSecondary = style({ fill: vars.color.secondary });
export const fillAccent = style({ fill: vars.color.accent });
export const fillBorder = style({ fill: vars.color.border });
export const fillMuted = style({ fill: vars.color.textMuted });
export const strokeBorder = style({ stroke: vars.color.border, fill: 'none' });
export const strokeAccent = style({ stroke: vars.color.accent, fill: 'none' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Wrap a FeatureGrid of six items: 1, 2 then 3 columns (never 4 + 2). */
export const threeUp = style({});
globalStyle(`${threeUp} > ul`, {
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
