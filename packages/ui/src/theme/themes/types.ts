/** Shape of one colour theme. Every theme fills every slot; the contract is built from this shape. */
export type StatusColors = {
  /** Tinted background of alerts, badges and toasts. */
  bg: string;
  /** Text and icon colour on `bg` (>= 4.5:1). */
  text: string;
  /** Border on `bg`. */
  border: string;
  /** Solid fill (danger buttons, strong badges). */
  solid: string;
  /** Text on `solid` (>= 4.5:1). */
  onSolid: string;
};

export type ColorTokens = {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySubtle: string;
  onPrimarySubtle: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Page background. */
  surface: string;
  /** Alternating sections, table headers, hover rows. */
  surfaceAlt: string;
  /** Cards, dialogs, popovers, inputs. */
  surfaceRaised: string;
  /** Dark band (footer). */
  surfaceInverse: string;
  onSurfaceInverse: string;
  onSurfaceInverseMuted: string;
  overlay: string;
  text: string;
  textMuted: string;
  link: string;
  linkHover: string;
  border: string;
  /** Input and control boundaries (>= 3:1 against surfaces). */
  borderStrong: string;
  focusRing: string;
  success: StatusColors;
  warning: StatusColors;
  danger: StatusColors;
  info: StatusColors;
};
