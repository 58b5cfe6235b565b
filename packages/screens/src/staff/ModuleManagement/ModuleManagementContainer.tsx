import {
  type Module,
  useCurrentSubscription,
  useModules,
  useTenantModuleAccess,
  useToggleModule,
} from '@watni/api-client';
import { useI18n, useToast } from '@watni/ui';
import { useState } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { useModulesMessages } from '../../messages/ModulesMessages';
import { toastFailure } from '../_shared/failure';
import { type ModuleCategoryFilter, ModuleManagementView } from './ModuleManagement';

/**
 * /admin/modules: the catalogue with the tenant's switches. An add-on outside the plan is
 * switched on only after its price and the new monthly total are confirmed.
 */
export function ModuleManagementContainer() {
  const staffMessages = useStaffMessages();
  const m = staffMessages.modules;
  const [category, setCategory] = useState<ModuleCategoryFilter>('all');
  const [pendingIds, setPendingIds] = useState<number[]>([]);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const modules = useModules();
  const access = useTenantModuleAccess();
  const current = useCurrentSubscription();
  const toggle = useToggleModule();
  const toast = useToast();
  const mm = useModulesMessages().management;
  const { format } = useI18n();
  const apply = (mod: Module, enable: boolean) => {
    setPendingIds((ids) => [...ids, mod.id]);
    toggle.mutate(
      { id: mod.id, enable },
      {
        onSuccess: () =>
          toast.success(format(enable ? mm.enabledToast : mm.disabledToast, { module: mod.name })),
        onError: (error) => toastFailure(toast, m.toggleFailed, error),
        onSettled: () => {
          setPendingIds((ids) => ids.filter((id) => id !== mod.id));
          setConfirmingId(null);
        },
      },
    );
  };
  const onToggle = (mod: Module, enable: boolean) => {
    const item = access.data?.items.find((entry) => entry.module_id === mod.id);
    // Switching on a paid add-on: its price first.
    if (enable && item?.is_addon && mod.monthly_price > 0) setConfirmingId(mod.id);
    else apply(mod, enable);
  };
  const confirmingModule = modules.data?.items.find((mod) => mod.id === confirmingId) ?? null;
  return (
    <ModuleManagementView
      modules={modules.data?.items ?? []}
      access={access.data?.items ?? []}
      loading={modules.isPending || access.isPending}
      error={modules.isError || access.isError ? m.loadFailed : null}
      category={category}
      onCategoryChange={setCategory}
      pendingIds={pendingIds}
      onToggle={onToggle}
      refreshing={modules.isRefetching || access.isRefetching}
      onRefresh={() => {
        void modules.refetch();
        void access.refetch();
      }}
      confirming={
        confirmingModule
          ? { module: confirmingModule, monthlyTotal: current.data?.monthly_total }
          : null
      }
      onConfirmEnable={(mod) => apply(mod, true)}
      onCancelEnable={() => setConfirmingId(null)}
    />
  );
}
