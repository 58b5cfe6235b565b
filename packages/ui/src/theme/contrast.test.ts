import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance } from './contrast';
import { type ColorTokens, palettes, themeIds } from './themes';

type Pair = { name: string; fg: string; bg: string; min: number };

const TEXT = 4.5;
const NON_TEXT = 3;

function pairs(c: ColorTokens): Pair[] {
  const surfaces = {
    surface: c.surface,
    surfaceAlt: c.surfaceAlt,
    surfaceRaised: c.surfaceRaised,
  };
  const list: Pair[] = [];
  for (const [bgName, bg] of Object.entries(surfaces)) {
    list.push(
      { name: `text on ${bgName}`, fg: c.text, bg, min: TEXT },
      { name: `textMuted on ${bgName}`, fg: c.textMuted, bg, min: TEXT },
      { name: `link on ${bgName}`, fg: c.link, bg, min: TEXT },
      { name: `linkHover on ${bgName}`, fg: c.linkHover, bg, min: TEXT },
      // Outline and ghost buttons, active tabs and selected chips use primary as text.
      { name: `primary as text on ${bgName}`, fg: c.primary, bg, min: TEXT },
      { name: `danger.solid as text on ${bgName}`, fg: c.danger.solid, bg, min: TEXT },
      { name: `focusRing vs ${bgName}`, fg: c.focusRing, bg, min: NON_TEXT },
      { name: `borderStrong (inputs) vs ${bgName}`, fg: c.borderStrong, bg, min: NON_TEXT },
    );
  }
  list.push(
    { name: 'onPrimary on primary', fg: c.onPrimary, bg: c.primary, min: TEXT },
    { name: 'onPrimary on primaryHover', fg: c.onPrimary, bg: c.primaryHover, min: TEXT },
    {
      name: 'onPrimarySubtle on primarySubtle',
      fg: c.onPrimarySubtle,
      bg: c.primarySubtle,
      min: TEXT,
    },
    { name: 'primary as text on primarySubtle', fg: c.primary, bg: c.primarySubtle, min: TEXT },
    { name: 'onSecondary on secondary', fg: c.onSecondary, bg: c.secondary, min: TEXT },
    { name: 'onSecondary on secondaryHover', fg: c.onSecondary, bg: c.secondaryHover, min: TEXT },
    { name: 'onAccent on accent', fg: c.onAccent, bg: c.accent, min: TEXT },
    { name: 'onAccent on accentHover', fg: c.onAccent, bg: c.accentHover, min: TEXT },
    {
      name: 'onSurfaceInverse on surfaceInverse',
      fg: c.onSurfaceInverse,
      bg: c.surfaceInverse,
      min: TEXT,
    },
    {
      name: 'onSurfaceInverseMuted on surfaceInverse',
      fg: c.onSurfaceInverseMuted,
      bg: c.surfaceInverse,
      min: TEXT,
    },
    { name: 'text on surfaceAlt', fg: c.text, bg: c.surfaceAlt, min: TEXT },
    // The hero uses onPrimary text over a primary -> secondary gradient.
    { name: 'onPrimary on secondary (hero gradient)', fg: c.onPrimary, bg: c.secondary, min: TEXT },
  );
  for (const tone of ['success', 'warning', 'danger', 'info'] as const) {
    const s = c[tone];
    list.push(
      { name: `${tone}.text on ${tone}.bg`, fg: s.text, bg: s.bg, min: TEXT },
      { name: `${tone}.text on surfaceRaised`, fg: s.text, bg: c.surfaceRaised, min: TEXT },
      { name: `${tone}.onSolid on ${tone}.solid`, fg: s.onSolid, bg: s.solid, min: TEXT },
    );
  }
  return list;
}

describe.each(themeIds)('theme %s', (id) => {
  const c = palettes[id];

  it.each(pairs(c).map((p) => [p.name, p] as const))('%s meets its contrast minimum', (_, p) => {
    const ratio = contrastRatio(p.fg, p.bg);
    expect(ratio, `${p.fg} on ${p.bg} = ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(p.min);
  });

  it('never puts dark text on a dark primary', () => {
    // A dark primary (luminance below mid-grey) must carry light text.
    if (luminance(c.primary) < 0.18) expect(luminance(c.onPrimary)).toBeGreaterThan(0.5);
    if (luminance(c.secondary) < 0.18) expect(luminance(c.onSecondary)).toBeGreaterThan(0.5);
  });

  it('has its own primary, secondary and accent', () => {
    for (const other of themeIds.filter((o) => o !== id)) {
      expect(palettes[other].primary).not.toBe(c.primary);
      expect(palettes[other].accent).not.toBe(c.accent);
    }
  });
});
