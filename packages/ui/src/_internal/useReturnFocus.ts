import { useRef } from 'react';

/** Where focus goes when a dialog closes and its opener is gone: an element, or a function finding one. */
export type ReturnFocusTarget = HTMLElement | null | (() => HTMLElement | null | undefined);

/** Can `element` take focus right now (still in the page, enabled, rendered)? */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element === document.body) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  return element.getClientRects().length > 0;
}

function resolve(target: ReturnFocusTarget | undefined): HTMLElement | null {
  const element = typeof target === 'function' ? target() : target;
  return element ?? null;
}

/**
 * The page's main landmark, made focusable: the last resort, so focus never lands on `<body>`
 * (a screen reader would start again from the top of the page).
 */
function mainLandmark(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus handlers for a Radix dialog's content: `onOpenAutoFocus` remembers the element that had
 * focus when the dialog opened (Radix calls it before moving focus in), `onCloseAutoFocus` returns
 * focus there. Radix itself returns focus only to a `Dialog.Trigger`; the app's dialogs open from
 * plain buttons or through `useConfirm`, so without this focus fell to `<body>`. When the opener
 * is gone or disabled (a removed row), focus goes to `fallback`, else to `<main>`.
 */
export function useReturnFocus(
  fallback?: ReturnFocusTarget,
  handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler } = {},
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const target = [opener.current, resolve(fallback), mainLandmark()].find(canTakeFocus);
      opener.current = null;
      target?.focus();
    },
  };
}
