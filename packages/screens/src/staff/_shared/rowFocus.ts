import { canTakeFocus } from '@watni/ui';
import { useEffect, useRef } from 'react';

const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The row's first action; a selection checkbox only when the row has nothing else. */
function firstControl(row: Element | undefined): HTMLElement | null {
  if (!row) return null;
  const controls = [...row.querySelectorAll<HTMLElement>(CONTROLS)].filter(canTakeFocus);
  return (
    controls.find((control) => control.getAttribute('role') !== 'checkbox') ?? controls[0] ?? null
  );
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Keeps keyboard focus in a list whose rows change under it: a user deactivated (their
 * Deactivate button goes), an enrolment approved (its row leaves the Pending tab).
 * Call `remember(key)` when the action starts and spread `rowProps(key)` on each row inside
 * `containerRef`. When the rows next change and focus was lost with them, it goes to the same
 * row's first enabled control, else to the nearest following row's, else the nearest before,
 * else to `fallback` (the list's heading, say). `target()` gives that element, for a dialog's
 * `returnFocus`.
 */
export function useRowFocus(
  rows: unknown,
  fallback?: () => HTMLElement | null | undefined,
  /** False while the list reloads or an action is still running (rows missing or disabled): wait. */
  ready = true,
) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const pending = useRef<{ key: string; index: number } | null>(null);

  const target = (): HTMLElement | null => {
    const remembered = pending.current;
    const all = [...(containerRef.current?.querySelectorAll('[data-row-key]') ?? [])];
    if (remembered) {
      const same = all.find((row) => row.getAttribute('data-row-key') === remembered.key);
      // The same row, else the nearest row after it with a control, else the nearest before.
      const at = same ? all.indexOf(same) : remembered.index;
      const after = all.slice(same ? at + 1 : at);
      const before = all.slice(0, Math.min(at, all.length)).reverse();
      for (const row of [same, ...after, ...before]) {
        const found = firstControl(row);
        if (found) return found;
      }
    }
    return fallback?.() ?? null;
  };

  const remember = (key: string | number) => {
    const all = [...(containerRef.current?.querySelectorAll('[data-row-key]') ?? [])];
    const index = all.findIndex((row) => row.getAttribute('data-row-key') === String(key));
    pending.current = { key: String(key), index: Math.max(0, index) };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows change
  useEffect(() => {
    if (!pending.current || !ready) return;
    // A dialog returning focus runs after a tick: look once that has happened.
    const timer = window.setTimeout(() => {
      if (!focusLost()) return;
      target()?.focus();
      pending.current = null;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [rows, ready]);

  const rowProps = (key: string | number) => ({ 'data-row-key': String(key) });
  return { containerRef, remember, rowProps, target };
}

/** The page's `<main>`: where focus goes when a list has no row left to hold it. */
export const mainLandmark = () => document.getElementById('main');
