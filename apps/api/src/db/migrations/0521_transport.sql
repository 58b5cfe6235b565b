-- 0521 transport: the school's vans and buses as routes (vehicle number, driver and mobile,
-- seats), the stops of each route in order with a monthly fee in whole rupees, and one
-- assignment per student to a stop. The voucher run adds the stop's fee as its own line.
-- The seats are counted under a lock of the route's row (service), so two assignments at the
-- same time cannot overfill a van.

CREATE TABLE transport_routes (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  vehicle_no varchar(20) NOT NULL CHECK (length(btrim(vehicle_no)) > 0),
  driver_name varchar(100) NOT NULL CHECK (length(btrim(driver_name)) > 0),
  driver_mobile varchar(20) NOT NULL,
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 200),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX transport_routes_name_key ON transport_routes (tenant_id, lower(name));

CREATE TABLE transport_stops (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  route_id integer NOT NULL,
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  stop_order integer NOT NULL CHECK (stop_order BETWEEN 1 AND 100),
  monthly_fee integer NOT NULL CHECK (monthly_fee BETWEEN 0 AND 1000000),
  PRIMARY KEY (tenant_id, id),
  -- (tenant, route, id) is what an assignment refers to: its stop is on its route.
  CONSTRAINT transport_stops_route_id_key UNIQUE (tenant_id, route_id, id),
  FOREIGN KEY (tenant_id, route_id) REFERENCES transport_routes (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX transport_stops_name_key ON transport_stops (tenant_id, route_id, lower(name));

CREATE TABLE transport_assignments (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  route_id integer NOT NULL,
  stop_id integer NOT NULL,
  assigned_by integer REFERENCES users (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, student_id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE,
  -- NO ACTION: a stop or route with students cannot be deleted (409); move them first.
  CONSTRAINT transport_assignments_stop_fkey FOREIGN KEY (tenant_id, route_id, stop_id)
    REFERENCES transport_stops (tenant_id, route_id, id)
);
CREATE INDEX transport_assignments_route_idx ON transport_assignments (tenant_id, route_id);
CREATE INDEX transport_assignments_stop_idx ON transport_assignments (tenant_id, stop_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON transport_routes, transport_stops, transport_assignments
  TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE transport_routes_id_seq, transport_stops_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transport_routes', 'transport_stops', 'transport_assignments']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
      WITH CHECK (CURRENT_USER = 'watni_platform'
             OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)$p$, t);
  END LOOP;
END $$;
