import { Container, PageHeader, Tabs } from '@watni/ui';
import type { ReactNode } from 'react';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';

export const FEES_TABS = [
  'vouchers',
  'runs',
  'defaulters',
  'families',
  'collection',
  'setup',
] as const;
export type FeesTab = (typeof FEES_TABS)[number];

export interface FeesOfficeViewProps {
  tab: FeesTab;
  onTabChange: (tab: FeesTab) => void;
  /** The open tab's panel (only it is rendered, so only its data is loaded). */
  children: ReactNode;
}

/** /school/fees: the office's fees, one tab per task. */
export function FeesOfficeView({ tab, onTabChange, children }: FeesOfficeViewProps) {
  const m = useFeesMessages().office;
  return (
    <Container asChild>
      <div className={styles.stack}>
        <PageHeader title={m.title} description={m.description} divider />
        <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as FeesTab)}>
          <Tabs.List aria-label={m.tabsLabel}>
            {FEES_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {m.tabs[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {FEES_TABS.map((value) => (
            <Tabs.Content key={value} value={value}>
              {value === tab ? <div style={{ paddingBlockStart: '1rem' }}>{children}</div> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </Container>
  );
}
