import type { Module, ModuleAccess, ModuleCategory } from '@watni/api-client';
import { isOfferedToTenant } from '@watni/policy';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  FilterChips,
  Icon,
  StatTile,
  Switch,
  useI18n,
} from '@watni/ui';
import { useRef } from 'react';
import { usdWithPkr } from '../../format/money';
import { useStaffMessages } from '../../messages/areas';
import { useModulesMessages } from '../../messages/ModulesMessages';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './ModuleManagement.css';

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
  /**
   * The add-on waiting for the admin's confirmation of its price before it is switched on, with
   * the subscription's monthly total now (null: a custom-priced plan; undefined: not known yet).
   */
  confirming?: { module: Module; monthlyTotal: number | null | undefined } | null;
  onConfirmEnable?: (module: Module) => void;
  onCancelEnable?: () => void;
}

export function ModuleManagementView({
  modules: catalogue,
  access,
  loading = false,
  error = null,
  category,
  onCategoryChange,
  pendingIds = [],
  onToggle,
  onRefresh,
  refreshing = false,
  confirming = null,
  onConfirmEnable,
  onCancelEnable,
}: ModuleManagementViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.modules;
  // Every tenant is a school, academy or training centre: another industry's suite is not sold here.
  const modules = catalogue.filter((mod) => isOfferedToTenant(mod.slug));
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
      <EnableConfirmation
        confirming={confirming}
        pending={confirming ? pendingIds.includes(confirming.module.id) : false}
        onConfirm={onConfirmEnable}
        onCancel={onCancelEnable}
      />
    </StaffPage>
  );
}

/** The price of an add-on and the new monthly total, confirmed before it is switched on. */
function EnableConfirmation({
  confirming,
  pending,
  onConfirm,
  onCancel,
}: {
  confirming: ModuleManagementViewProps['confirming'];
  pending: boolean;
  onConfirm?: ((module: Module) => void) | undefined;
  onCancel?: (() => void) | undefined;
}) {
  const mm = useModulesMessages().management;
  const { format } = useI18n();
  // The last one asked about stays rendered while the dialog closes (focus returns to the switch).
  const last = useRef(confirming);
  if (confirming) last.current = confirming;
  const shown = confirming ?? last.current;
  if (!shown) return null;
  const { module: mod, monthlyTotal } = shown;
  const price = usdWithPkr(mod.monthly_price);
  const total =
    monthlyTotal === null || monthlyTotal === undefined
      ? null
      : usdWithPkr(monthlyTotal + mod.monthly_price);
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={format(mm.confirmTitle, { module: mod.name })}
      message={
        <>
          {format(mm.confirmBody, { module: mod.name, usd: price.usd, pkr: price.pkr })}{' '}
          {total
            ? format(mm.confirmTotal, { usd: total.usd, pkr: total.pkr })
            : monthlyTotal === null
              ? mm.confirmTotalCustom
              : null}
        </>
      }
      confirmLabel={format(mm.confirmAction, { usd: price.usd })}
      cancelLabel={mm.cancel}
      loading={pending}
      onConfirm={() => onConfirm?.(mod)}
      onCancel={onCancel}
    />
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
  const staffMessages = useStaffMessages();
  const m = staffMessages.modules;
  const mm = useModulesMessages().management;
  const { format } = useI18n();
  const included = !mod.is_core && (access?.is_included ?? false);
  const comingSoon = !mod.is_core && (access?.coming_soon ?? false);
  const price = usdWithPkr(mod.monthly_price);
  return (
    <li className={styles.card} data-module={mod.slug}>
      <div className={styles.cardHead}>
        <h3 className={styles.name}>{mod.name}</h3>
        <div className={styles.badges}>
          {mod.is_core ? <Badge tone="info">{m.coreBadge}</Badge> : null}
          {comingSoon ? <Badge tone="warning">{mm.comingSoon}</Badge> : null}
          {included ? <Badge tone="success">{mm.included}</Badge> : null}
          {!mod.is_core && !included && !comingSoon ? (
            <Badge tone="accent">{m.addonBadge}</Badge>
          ) : null}
          {mod.is_core ? (
            <Badge tone="neutral">{m.free}</Badge>
          ) : included ? null : (
            <Badge tone="neutral">
              {format(mm.addonPrice, { usd: price.usd, pkr: price.pkr })}
            </Badge>
          )}
        </div>
        <p className={styles.description}>{mod.description}</p>
      </div>
      {mod.is_core ? (
        <span className={styles.muted}>{m.alwaysOn}</span>
      ) : comingSoon ? (
        <span className={styles.muted}>{mm.comingSoonHint}</span>
      ) : included ? (
        <span className={styles.muted}>{mm.includedHint}</span>
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
