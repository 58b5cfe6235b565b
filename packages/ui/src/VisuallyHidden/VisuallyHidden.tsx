import { Root } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof Root>;

/** Content for assistive technology only (still read by screen readers). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Root data-slot="visually-hidden" {...props} />;
}
