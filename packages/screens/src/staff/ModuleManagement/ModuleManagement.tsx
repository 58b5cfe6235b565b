import type { Module, ModuleAccess, ModuleCategory } from '@watni/api-client';
import { Badge, Button, EmptyState, FilterChips, Icon, StatTile, Switch } from '@watni/ui';
import { staffMessages } from '../../messages/staff';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './ModuleManagement.css';

const m = staffMessages.modules;

export const moduleCategories = [
  'core',
  'education',
  'financial',
  'management',
  'analytics',
  'communication',
] as const satisfies readonly ModuleCategory[];

export type ModuleCategoryFilter = ModuleCategory | 'all';

export interface ModuleManagementViewProps {
  modules: readonly Module[];
  /** The tenant's access per module (enabled, core, add-on). */
  access: readonly ModuleAccess[];
  loading?: boolean;
  error?: string | null;
  category: ModuleCategoryFilter;
  onCategoryChange: (category: ModuleCategoryFilter) => void;
  /** Ids of modules whose toggle is being processed. */
  pendingIds?: readonly number[];
  onToggle: (module: Module, enable: boolean) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

export function ModuleManagementView({
  modules,
  access,
  loading = false,
  error = null,
  category,
  onCategoryChange,
  pendingIds = [],
  onToggle,
  onRefresh,
  refreshing = false,
}: ModuleManagementViewProps) {
  const byId = new Map(access.map((a) => [a.module_id, a]));
  const enabledOf = (mod: Module) => mod.is_core || (byId.get(mod.id)?.is_enabled ?? false);
  const shown = category === 'all' ? modules : modules.filter((x) => x.category === category);
  const chips = [
    { value: 'all', label: m.all, count: modules.length },
    ...moduleCategories.map((c) => ({
      value: c,
      label: m.categories[c],
      count: modules.filter((x) => x.category === c).length,
    })),
  ];
  return (
    <StaffPage
      title={m.title}
      description={m.description}
      actions={
        <Button variant="outline" onClick={onRefresh} loading={refreshing}>
          <Icon name="refresh" aria-hidden />
          {m.refresh}
        </Button>
      }
    >
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={onRefresh} />
      ) : (
        <>
          <div className={styles.stats}>
            <StatTile label={m.summary.total} value={modules.length} tone="primary" />
            <StatTile
              label={m.summary.enabled}
              value={modules.filter(enabledOf).length}
              tone="success"
            />
            <StatTile
              label={m.summary.core}
              value={modules.filter((x) => x.is_core).length}
              tone="info"
            />
            <StatTile
              label={m.summary.addons}
              value={modules.filter((x) => !x.is_core).length}
              tone="accent"
            />
          </div>
          <FilterChips
            label={m.categoriesLabel}
            items={chips}
            value={category}
            onValueChange={(v) => onCategoryChange(v as ModuleCategoryFilter)}
          />
          {shown.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <div className={styles.groups}>
              {moduleCategories
                .filter((c) => shown.some((x) => x.category === c))
                .map((c) => (
                  <section key={c} className={styles.group} aria-labelledby={`modules-${c}`}>
                    <h2 id={`modules-${c}`} className={styles.groupTitle}>
                      {m.categories[c]}
                    </h2>
                    <ul className={styles.grid}>
                      {shown
                        .filter((x) => x.category === c)
                        .map((mod) => (
                          <ModuleCard
                            key={mod.id}
                            module={mod}
                            access={byId.get(mod.id)}
                            enabled={enabledOf(mod)}
                            pending={pendingIds.includes(mod.id)}
                            onToggle={onToggle}
                          />
                        ))}
                    </ul>
                  </section>
                ))}
            </div>
          )}
        </>
      )}
    </StaffPage>
  );
}

function ModuleCard({
  module: mod,
  access,
  enabled,
  pending,
  onToggle,
}: {
  module: Module;
  access: ModuleAccess | undefined;
  enabled: boolean;
  pending: boolean;
  onToggle: (module: Module, enable: boolean) => void;
}) {
  const included = !mod.is_core && access !== undefined && !access.is_addon;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.name}>{mod.name}</h3>
        <div className={styles.badges}>
          {mod.is_core ? <Badge tone="info">{m.coreBadge}</Badge> : null}
          {included ? <Badge tone="success">{m.includedBadge}</Badge> : null}
          {!mod.is_core && !included ? <Badge tone="accent">{m.addonBadge}</Badge> : null}
          <Badge tone="neutral">
            {mod.monthly_price > 0 ? m.pricePerMonth(mod.monthly_price) : m.free}
          </Badge>
        </div>
        <p className={styles.description}>{mod.description}</p>
      </div>
      {mod.is_core ? (
        <span className={styles.muted}>{m.alwaysOn}</span>
      ) : (
        <Switch
          layout="between"
          label={m.toggleLabel(mod.name)}
          description={enabled ? m.enabled : m.disabled}
          checked={enabled}
          disabled={pending}
          onCheckedChange={(on) => onToggle(mod, on)}
        />
      )}
    </li>
  );
}
