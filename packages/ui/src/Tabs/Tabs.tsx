import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef, createContext, useContext } from 'react';
import { cx } from '../_internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Tabs.css';

export const tabsVariants = ['line', 'pills'] as const;
type TabsVariant = (typeof tabsVariants)[number];

const VariantContext = createContext<TabsVariant>('line');

export interface TabsRootProps extends ComponentPropsWithRef<typeof TabsPrimitive.Root> {
  variant?: TabsVariant;
}

function Root({ variant = 'line', className, ...props }: TabsRootProps) {
  return (
    <VariantContext.Provider value={variant}>
      <TabsPrimitive.Root data-slot="tabs" className={cx(styles.root, className)} {...props} />
    </VariantContext.Provider>
  );
}

function List({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cx(styles.list, styles.listVariant[variant], className)}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof TabsPrimitive.Trigger> {
  /** Count shown as a small badge; read as 'Pending (3)'. */
  count?: number;
}

function Trigger({ count, className, children, ...props }: TabsTriggerProps) {
  const variant = useContext(VariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(styles.trigger, styles.triggerVariant[variant], className)}
      {...props}
    >
      {children}
      {count !== undefined ? (
        <>
          <span className={styles.count} aria-hidden>
            {count}
          </span>
          <VisuallyHidden> ({count})</VisuallyHidden>
        </>
      ) : null}
    </TabsPrimitive.Trigger>
  );
}

function Content({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cx(styles.content, className)}
      {...props}
    />
  );
}

/** Tabs (Radix): arrow keys between tabs. `Tabs.Root` > `Tabs.List` > `Tabs.Trigger count={3}`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
