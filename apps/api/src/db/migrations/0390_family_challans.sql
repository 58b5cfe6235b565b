-- 0390 family challans and bulk reminders.
--
-- A family challan is one voucher a family pays for all its children: the open vouchers of the
-- children of one primary guardian, listed oldest first. The children's own vouchers stay the
-- ledger (what is owed, paid, carried); the challan only names them. Its number comes from the
-- same school-wide counter as the vouchers' (`YYYYMM-NNNNNN`), so its consumer number (prefix +
-- sequence) never meets a voucher's. Issuing a new challan for a family replaces the open one.
CREATE TABLE family_challans (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  challan_no varchar(20) NOT NULL,
  guardian_id integer NOT NULL,
  issue_date date NOT NULL,
  due_date date NOT NULL,
  status varchar(12) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'replaced')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT family_challans_no_key UNIQUE (tenant_id, challan_no),
  FOREIGN KEY (tenant_id, guardian_id) REFERENCES guardians (tenant_id, id)
);
-- One open challan per family: a second issue replaces the first under this index.
CREATE UNIQUE INDEX family_challans_open_key ON family_challans (tenant_id, guardian_id)
  WHERE status = 'open';
CREATE INDEX family_challans_sequence_idx
  ON family_challans (tenant_id, (split_part(challan_no, '-', 2)));

CREATE TABLE family_challan_vouchers (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  family_challan_id integer NOT NULL,
  voucher_id integer NOT NULL,
  -- Oldest first: the order a payment is split in.
  position integer NOT NULL CHECK (position >= 1),
  PRIMARY KEY (tenant_id, family_challan_id, voucher_id),
  FOREIGN KEY (tenant_id, family_challan_id) REFERENCES family_challans (tenant_id, id),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES vouchers (tenant_id, id)
);

-- One payment of a family challan: one receipt number; its parts are ordinary payments on the
-- children's vouchers (receipt `R-000042/1`, `/2` …) pointing back here.
CREATE TABLE family_payments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  family_challan_id integer NOT NULL,
  receipt_no varchar(20) NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  method varchar(20) NOT NULL,
  reference varchar(100),
  paid_on date NOT NULL,
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT family_payments_receipt_key UNIQUE (tenant_id, receipt_no),
  FOREIGN KEY (tenant_id, family_challan_id) REFERENCES family_challans (tenant_id, id)
);
ALTER TABLE payments ADD COLUMN family_payment_id integer;
ALTER TABLE payments ADD CONSTRAINT payments_family_payment_fkey
  FOREIGN KEY (tenant_id, family_payment_id) REFERENCES family_payments (tenant_id, id);
CREATE INDEX payments_family_payment_idx ON payments (tenant_id, family_payment_id)
  WHERE family_payment_id IS NOT NULL;

-- A bank's payment of a family challan names the challan, not one voucher.
ALTER TABLE biller_payments ALTER COLUMN voucher_id DROP NOT NULL;
ALTER TABLE biller_payments ADD COLUMN family_challan_id integer;
ALTER TABLE biller_payments ADD COLUMN family_payment_id integer;
ALTER TABLE biller_payments ADD CONSTRAINT biller_payments_family_fkey
  FOREIGN KEY (tenant_id, family_challan_id) REFERENCES family_challans (tenant_id, id);
ALTER TABLE biller_payments ADD CONSTRAINT biller_payments_family_payment_fkey
  FOREIGN KEY (tenant_id, family_payment_id) REFERENCES family_payments (tenant_id, id);
ALTER TABLE biller_payments ADD CONSTRAINT biller_payments_names_a_bill
  CHECK (voucher_id IS NOT NULL OR family_challan_id IS NOT NULL);

-- "Remind every defaulter": one queued run with its filter and progress.
CREATE TABLE fee_reminder_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  class_id integer,
  min_days_overdue integer NOT NULL DEFAULT 1 CHECK (min_days_overdue BETWEEN 1 AND 3650),
  -- The Pakistan day of the run: a voucher is reminded once a day, however many runs.
  run_day date NOT NULL,
  status varchar(12) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  vouchers integer NOT NULL DEFAULT 0,
  processed integer NOT NULL DEFAULT 0,
  notified integer NOT NULL DEFAULT 0,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);

GRANT SELECT, INSERT, UPDATE, DELETE
  ON family_challans, family_challan_vouchers, family_payments, fee_reminder_runs TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE family_challans_id_seq, family_payments_id_seq,
  fee_reminder_runs_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['family_challans', 'family_challan_vouchers', 'family_payments',
                           'fee_reminder_runs']
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
