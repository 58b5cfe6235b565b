-- 0021 platform catalogue and tenant module access.
--   modules, subscription_plans, plan_modules: the platform's catalogue. Readable from every
--   scope (every signed-in user browses it), written only in platform scope (seed, superusers).
--   tenant_modules: which module each tenant has switched on (tenant-owned, tenant_isolation).
-- Prices are USD per month, numeric with at most two decimals (the public pricing page is the
-- source: Starter $10, Professional $30, Enterprise custom = 0).

CREATE TABLE modules (
  id serial PRIMARY KEY,
  slug varchar(50) NOT NULL,
  name varchar(100) NOT NULL,
  description varchar(2000) NOT NULL DEFAULT '',
  category varchar(20) NOT NULL
    CHECK (category IN ('core', 'education', 'financial', 'management', 'analytics', 'communication')),
  monthly_price numeric NOT NULL DEFAULT 0
    CHECK (monthly_price >= 0 AND monthly_price = round(monthly_price, 2)),
  is_core boolean NOT NULL DEFAULT false,
  is_addon boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Core modules are free, always on and never sold separately.
  CONSTRAINT modules_core_free CHECK (NOT is_core OR (monthly_price = 0 AND NOT is_addon))
);
CREATE UNIQUE INDEX modules_slug_key ON modules (slug);
CREATE INDEX modules_category_idx ON modules (category, sort_order, name);

CREATE TABLE subscription_plans (
  id serial PRIMARY KEY,
  slug varchar(20) NOT NULL CHECK (slug IN ('starter', 'professional', 'enterprise')),
  name varchar(100) NOT NULL,
  description varchar(2000) NOT NULL DEFAULT '',
  -- 0 with is_custom: priced by the sales team ('Contact Sales').
  monthly_price numeric NOT NULL CHECK (monthly_price >= 0 AND monthly_price = round(monthly_price, 2)),
  yearly_price numeric NOT NULL CHECK (yearly_price >= 0 AND yearly_price = round(yearly_price, 2)),
  -- NULL means unlimited.
  max_students integer CHECK (max_students >= 0),
  max_teachers integer CHECK (max_teachers >= 0),
  max_storage_gb integer CHECK (max_storage_gb >= 0),
  trial_days integer NOT NULL DEFAULT 14 CHECK (trial_days BETWEEN 0 AND 365),
  is_featured boolean NOT NULL DEFAULT false,
  highlight_text varchar(100),
  is_custom boolean NOT NULL DEFAULT false,
  -- The pricing page's bullet points, in order (a JSON array of strings).
  features jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(features) = 'array'),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_plans_slug_key ON subscription_plans (slug);

-- The modules a plan includes at no extra cost (core modules are in every plan).
CREATE TABLE plan_modules (
  plan_id integer NOT NULL REFERENCES subscription_plans (id) ON DELETE CASCADE,
  module_id integer NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  PRIMARY KEY (plan_id, module_id)
);
CREATE INDEX plan_modules_module_idx ON plan_modules (module_id);

-- A tenant's switch for a module. No row: off (core modules are on regardless).
CREATE TABLE tenant_modules (
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  module_id integer NOT NULL REFERENCES modules (id),
  is_enabled boolean NOT NULL DEFAULT true,
  -- Access ends at this time (a time-limited add-on); NULL: no end.
  expires_at timestamptz,
  enabled_at timestamptz,
  disabled_at timestamptz,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, module_id)
);
CREATE INDEX tenant_modules_module_idx ON tenant_modules (module_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON modules, subscription_plans, plan_modules, tenant_modules
  TO watni_app;
GRANT USAGE, SELECT ON modules_id_seq, subscription_plans_id_seq TO watni_app;

ALTER TABLE modules ENABLE ROW LEVEL SECURITY;
ALTER TABLE modules FORCE ROW LEVEL SECURITY;
ALTER TABLE subscription_plans ENABLE ROW LEVEL SECURITY;
ALTER TABLE subscription_plans FORCE ROW LEVEL SECURITY;
ALTER TABLE plan_modules ENABLE ROW LEVEL SECURITY;
ALTER TABLE plan_modules FORCE ROW LEVEL SECURITY;
ALTER TABLE tenant_modules ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_modules FORCE ROW LEVEL SECURITY;

-- Catalogue tables: every scope reads; only the platform scope writes.
CREATE POLICY catalogue_read ON modules FOR SELECT USING (true);
CREATE POLICY platform_only ON modules
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
CREATE POLICY catalogue_read ON subscription_plans FOR SELECT USING (true);
CREATE POLICY platform_only ON subscription_plans
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
CREATE POLICY catalogue_read ON plan_modules FOR SELECT USING (true);
CREATE POLICY platform_only ON plan_modules
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');

-- Tenant-owned.
CREATE POLICY tenant_isolation ON tenant_modules
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
