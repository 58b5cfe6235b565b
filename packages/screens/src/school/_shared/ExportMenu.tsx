import { Button, Icon, Popover, VisuallyHidden } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import * as styles from './ExportMenu.css';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportMenuProps {
  /** Downloads the list in this format (the container fetches and saves the file). */
  onExport: (format: ExportFormat) => void;
  /** What is exported, for the button's accessible name ("Export defaulters"). */
  listName?: string;
  busy?: boolean;
  error?: string | null;
  /** For stories and tests; uncontrolled by default. */
  defaultOpen?: boolean;
}

/** The Export button of an office list: a menu of CSV and Excel. */
export function ExportMenu({
  onExport,
  listName,
  busy = false,
  error,
  defaultOpen,
}: ExportMenuProps) {
  const m = useSchoolMessages().exportMenu;
  return (
    <span className={styles.wrap}>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            loadingLabel={m.working}
            endIcon={<Icon name="chevronDown" size={16} />}
          >
            {m.trigger}
            {listName ? <VisuallyHidden>{` (${listName})`}</VisuallyHidden> : null}
          </Button>
        </Popover.Trigger>
        <Popover.Content
          align="end"
          aria-label={listName ? `${m.trigger} (${listName})` : m.trigger}
        >
          {(
            [
              ['csv', m.csv, m.csvHint],
              ['xlsx', m.excel, m.excelHint],
            ] as const
          ).map(([format, label, hint]) => (
            <Popover.Close asChild key={format}>
              <button type="button" className={styles.item} onClick={() => onExport(format)}>
                <Icon name="file" size={18} />
                <span className={styles.text}>
                  <span>{label}</span>
                  <span className={styles.hint}>{hint}</span>
                </span>
              </button>
            </Popover.Close>
          ))}
        </Popover.Content>
      </Popover.Root>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
