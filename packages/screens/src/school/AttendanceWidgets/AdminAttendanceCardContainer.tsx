import { useAttendanceToday } from '@watni/api-client';
import { AdminAttendanceCard } from './AdminAttendanceCard';

/** The admin's "attendance today" tile (nothing while loading, or when the module is off). */
export function AdminAttendanceCardContainer() {
  const today = useAttendanceToday();
  if (!today.data) return null;
  return <AdminAttendanceCard data={today.data} />;
}
