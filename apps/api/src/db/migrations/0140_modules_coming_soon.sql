-- 0140 honest modules. No schema change: a module without working screens is
-- "Coming soon" (@watni/policy MODULES_WITH_SCREENS) and can no longer be switched on. Switches
-- left on for such modules (the demo school had Education Suite and SMS & WhatsApp on) are turned
-- off here, so no tenant finds a module "enabled" that does nothing, and none is switched on by
-- surprise the day its screens land. Today only the three core modules have screens.
UPDATE tenant_modules AS tm
SET is_enabled = false, disabled_at = now(), updated_at = now()
FROM modules AS m
WHERE m.id = tm.module_id
  AND tm.is_enabled
  AND NOT m.is_core
  AND m.slug NOT IN ('user-management', 'course-management', 'dashboard-reports');

-- The plans' bullet points no longer restate their limits (users, storage): the limits are the
-- max_* columns and the Subscription Plans screen states each once. Same values as
-- apps/api/src/db/seed/platform-catalogue.ts, which an empty database gets from the seed.
UPDATE subscription_plans
SET features = '["1 industry module", "Email support", "Basic reports"]'::jsonb, updated_at = now()
WHERE slug = 'starter';
UPDATE subscription_plans
SET features = '["Up to 3 industry modules", "Priority support", "Advanced reports and analytics", "API access"]'::jsonb,
    updated_at = now()
WHERE slug = 'professional';
UPDATE subscription_plans
SET features = '["All modules", "24/7 support", "Custom integrations", "SLA"]'::jsonb, updated_at = now()
WHERE slug = 'enterprise';
