import { type OfflineState, useOfflineState } from '@watni/api-client';
import { Alert, useI18n } from '@watni/ui';
import { formatPakistanTime } from '../../format/pakistanTime';
import { useConsoleMessages } from '../../messages/areas';
import * as styles from './OfflineBanner.css';

interface OfflineNoticeProps {
  state: OfflineState;
}

/**
 * "You are offline — showing what was saved at 10:42": on every console page while the device
 * has no connection. The live region is always in the page (empty when online), so a screen
 * reader hears the change when the connection goes or returns. It is a polite live region, not
 * a second role="status": the screens' own save state stays the page's one status.
 */
export function OfflineNotice({ state }: OfflineNoticeProps) {
  const m = useConsoleMessages().offline;
  const { locale } = useI18n();
  return (
    <div aria-live="polite" className={styles.region} data-offline-region="">
      {state.online ? null : (
        <Alert tone="warning" role="none" title={savedLine()} data-offline-banner="">
          {m.queued}
        </Alert>
      )}
    </div>
  );

  function savedLine(): string {
    if (!state.savedAt) return m.noCopy;
    return m.savedAt(formatPakistanTime(state.savedAt, locale));
  }
}

/** The console's offline banner, bound to the browser's connection and the saved reads. */
export function OfflineBanner() {
  return <OfflineNotice state={useOfflineState()} />;
}
