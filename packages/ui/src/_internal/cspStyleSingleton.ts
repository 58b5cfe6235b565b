/**
 * Stand-in for `react-style-singleton` in the site build. The dialogs' scroll lock
 * (react-remove-scroll, inside Radix) injects a `<style>` element, which the Content-Security-Policy
 * (`style-src 'self'`) refuses, so the page scrolled behind open dialogs and every dialog logged a
 * violation. The lock is a static rule instead (`body[data-scroll-locked]` in theme/global.css.ts);
 * these renderers draw nothing.
 */
type StyleProps = { styles: string; dynamic?: boolean };

function NoInlineStyle(_props: StyleProps) {
  return null;
}

export const styleSingleton = () => NoInlineStyle;

export const styleHookSingleton = () => (_styles: string, _isDynamic?: boolean) => {};

export const stylesheetSingleton = () => ({
  add: (_style: string) => {},
  remove: () => {},
});
