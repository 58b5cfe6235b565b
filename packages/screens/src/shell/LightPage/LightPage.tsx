import { createContext, type ReactNode, useContext } from 'react';

// A public page is prerendered to HTML that loads no React: a small script
// (apps/site/src/public-entry.ts) wires up what the page needs (menu, theme, language, sign-out,
// the contact form). The prerender renders the screens inside LightPageProvider, so they add
// what that script works with: the theme picker's markup (React renders it only after hydration)
// and <template>s of the states the script shows (signed in, busy, a field's error...).

const LightPageContext = createContext(false);

export function LightPageProvider({ children }: { children: ReactNode }) {
  return <LightPageContext.Provider value={true}>{children}</LightPageContext.Provider>;
}

/** True while a public page is prerendered for the script-light HTML (never in the React app). */
export function useLightPage(): boolean {
  return useContext(LightPageContext);
}

/**
 * Markup the page's script clones (`data-light-template="<name>"`). A <template>'s content is
 * inert: not shown, not in the accessibility tree, not submitted.
 */
export function LightTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template data-light-template={name}>{children}</template>;
}
