import { errorMessage, useHrStaff } from '@watni/api-client';
import { HrStaffView } from './HrStaff';

/** /school/hr (the office). */
export function HrStaffContainer() {
  const staff = useHrStaff();
  return (
    <HrStaffView
      items={staff.data?.items ?? []}
      loading={staff.isPending}
      error={staff.isError ? errorMessage(staff.error, '') || null : null}
      onRetry={() => void staff.refetch()}
    />
  );
}
