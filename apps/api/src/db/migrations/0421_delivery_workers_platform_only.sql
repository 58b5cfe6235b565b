-- The delivery workers' heartbeats are platform data like app_secrets: row-level security on and
-- forced, reachable only from the platform scope (the dispatcher's system work).
ALTER TABLE delivery_workers ENABLE ROW LEVEL SECURITY;
ALTER TABLE delivery_workers FORCE ROW LEVEL SECURITY;
CREATE POLICY platform_only ON delivery_workers
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
