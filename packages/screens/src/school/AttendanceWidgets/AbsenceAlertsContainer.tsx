import { useAttendanceAlerts } from '@watni/api-client';
import { pakistanToday } from '../../format/pakistanTime';
import { AbsenceAlerts } from './AbsenceAlerts';

/** The signed-in parent's absence alerts (nothing while loading or when the call fails). */
export function AbsenceAlertsContainer() {
  const alerts = useAttendanceAlerts();
  if (!alerts.data) return null;
  return <AbsenceAlerts items={alerts.data.items} today={pakistanToday()} />;
}
