import { type Module, useModules, useTenantModuleAccess, useToggleModule } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { staffMessages } from '../../messages/staff';
import { toastFailure } from '../_shared/failure';
import { type ModuleCategoryFilter, ModuleManagementView } from './ModuleManagement';

const m = staffMessages.modules;

/** /admin/modules: the catalogue with the tenant's enable/disable toggles. */
export function ModuleManagementContainer() {
  const [category, setCategory] = useState<ModuleCategoryFilter>('all');
  const [pendingIds, setPendingIds] = useState<number[]>([]);
  const modules = useModules();
  const access = useTenantModuleAccess();
  const toggle = useToggleModule();
  const toast = useToast();
  const onToggle = (mod: Module, enable: boolean) => {
    setPendingIds((ids) => [...ids, mod.id]);
    toggle.mutate(
      { id: mod.id, enable },
      {
        onSuccess: () => toast.success(m.toggled(mod.name, enable)),
        onError: (error) => toastFailure(toast, m.toggleFailed, error),
        onSettled: () => setPendingIds((ids) => ids.filter((id) => id !== mod.id)),
      },
    );
  };
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
    />
  );
}
