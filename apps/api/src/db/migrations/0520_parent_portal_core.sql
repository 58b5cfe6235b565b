-- 0520 an honest catalogue. Parents already sign in and see their own children in every school,
-- so the Parent Portal is core (always on, free, in every plan) instead of a "Coming soon" add-on
-- that would one day switch off what parents use. Same values as
-- apps/api/src/db/seed/platform-catalogue.ts, which an empty database gets from the seed.
UPDATE modules
SET category = 'core',
    monthly_price = 0,
    is_core = true,
    is_addon = false,
    description = 'Guardians sign in by mobile number or e-mail and follow their own children: attendance, results, vouchers and receipts, timetable, announcements and the school van, each as far as the school''s modules reach.',
    sort_order = 4,
    updated_at = now()
WHERE slug = 'parent-portal';

-- Core modules are listed in every plan and switched on for every tenant (as the seed does).
INSERT INTO plan_modules (plan_id, module_id)
SELECT p.id, m.id FROM subscription_plans AS p CROSS JOIN modules AS m
WHERE m.slug = 'parent-portal'
ON CONFLICT DO NOTHING;

INSERT INTO tenant_modules (tenant_id, module_id, is_enabled, enabled_at)
SELECT t.id, m.id, true, now() FROM tenants AS t CROSS JOIN modules AS m
WHERE m.slug = 'parent-portal'
ON CONFLICT (tenant_id, module_id) DO UPDATE SET is_enabled = true, disabled_at = NULL, updated_at = now();
