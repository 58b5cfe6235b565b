import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react';
import { cx } from '../_internal/cx';
import { useControllableState } from '../_internal/useControllableState';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Collapsible.css';

const OpenContext = createContext(false);

export interface CollapsibleRootProps
  extends ComponentPropsWithRef<typeof CollapsiblePrimitive.Root> {}

function Root({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  ...props
}: CollapsibleRootProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  return (
    <OpenContext.Provider value={open}>
      <CollapsiblePrimitive.Root
        data-slot="collapsible"
        open={open}
        onOpenChange={setOpen}
        className={cx(styles.root, className)}
        {...props}
      />
    </OpenContext.Provider>
  );
}

export interface CollapsibleTriggerProps
  extends ComponentPropsWithRef<typeof CollapsiblePrimitive.Trigger> {
  /** Label while open (e.g. 'Hide hint'); children are the closed label ('Show hint'). */
  openLabel?: ReactNode;
  icon?: IconName;
}

function Trigger({ openLabel, icon, className, children, ...props }: CollapsibleTriggerProps) {
  const open = useContext(OpenContext);
  return (
    <CollapsiblePrimitive.Trigger
      data-slot="collapsible-trigger"
      className={cx(styles.trigger, className)}
      {...props}
    >
      {icon ? <Icon name={icon} size={16} /> : null}
      <span>{open && openLabel !== undefined ? openLabel : children}</span>
      <Icon name="chevronDown" size={16} className={styles.chevron} />
    </CollapsiblePrimitive.Trigger>
  );
}

export interface CollapsibleContentProps
  extends ComponentPropsWithRef<typeof CollapsiblePrimitive.Content> {
  /** `hint` draws a tinted panel (quiz hints); `plain` none. */
  tone?: 'hint' | 'plain';
}

function Content({ tone = 'plain', className, children, ...props }: CollapsibleContentProps) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={cx(styles.content, className)}
      {...props}
    >
      <div className={tone === 'hint' ? styles.panel : styles.plainPanel}>{children}</div>
    </CollapsiblePrimitive.Content>
  );
}

/** Show/hide section (Radix): `Collapsible.Root` > `Collapsible.Trigger openLabel="Hide hint"`, `Collapsible.Content`. */
export const Collapsible = { Root, Trigger, Content };
