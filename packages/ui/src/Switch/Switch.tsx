import { Root as LabelRoot } from '@radix-ui/react-label';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { choiceDescription, choiceLabel, choiceRow, choiceText } from '../_internal/control.css';
import { cx } from '../_internal/cx';
import * as styles from './Switch.css';

export const switchLayouts = ['inline', 'between'] as const;

const row = cva(choiceRow, {
  variants: { layout: styles.layout },
  defaultVariants: { layout: 'inline' },
});

export interface SwitchProps
  extends Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'children'>,
    VariantProps<typeof row> {
  label: ReactNode;
  description?: ReactNode;
}

/** Labelled on/off switch (Radix): settings toggles, module enable/disable. */
export function Switch({ label, description, layout, id, className, ...props }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? `switch${autoId.replace(/:/g, '')}`;
  const descId = description ? `${switchId}-description` : undefined;
  return (
    <div data-slot="switch-field" className={cx(row({ layout }), className)}>
      <span className={styles.trackWrap}>
        <SwitchPrimitive.Root
          id={switchId}
          data-slot="switch"
          className={styles.track}
          aria-describedby={descId}
          {...props}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      </span>
      <span className={choiceText}>
        <LabelRoot
          htmlFor={switchId}
          className={choiceLabel}
          data-disabled={props.disabled ? '' : undefined}
        >
          {label}
        </LabelRoot>
        {description ? (
          <span id={descId} className={choiceDescription}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
