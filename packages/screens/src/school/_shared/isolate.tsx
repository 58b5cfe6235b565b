// Numbers, codes and names inside running text, kept whole in Urdu. In a right-to-left sentence
// the Unicode Bidirectional Algorithm (UAX #9) turns the digits after Urdu letters into Arabic
// numbers, and a hyphen between two of those is no longer part of one number: 202611-000124
// reads 000124-202611. An isolate lays the code out on its own, left to right.
import { useI18n } from '@watni/ui';
import type { ReactNode } from 'react';

/** A code or number in markup (voucher and receipt numbers, roll numbers, account numbers). */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** The same for a string that goes into an attribute or a formatted sentence (LRI … PDI). */
export const ltr = (text: string | number): string => `\u2066${text}\u2069`;

/** A name or other text of either direction inside a sentence (FSI … PDI). */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/**
 * For the current language: a code isolated in a right-to-left sentence, as it is otherwise (so
 * English accessible names stay plain text for tests and assistive technology alike).
 */
export function useCode(): (text: string | number) => string {
  const { dir } = useI18n();
  return (text) => (dir === 'rtl' ? ltr(text) : String(text));
}
