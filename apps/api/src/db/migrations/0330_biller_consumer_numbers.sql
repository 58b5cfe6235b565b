-- 0330 consumer numbers: a school as a biller on 1LINK's bill-payment switch (1Bill) or on
-- Kuickpay. Every voucher's consumer number is the school's prefix for that aggregator followed by
-- the voucher's sequence (the school-wide counter printed in its voucher number), zero-padded to the
-- school's chosen number of digits. Nothing per voucher is stored: the number is derived, and a
-- bank's request is resolved through the prefix (unique per aggregator across every school).
-- A payment the aggregator confirms is one row here AND the fees module's ordinary payment.

CREATE TABLE biller_settings (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  aggregator varchar(8) NOT NULL CHECK (aggregator IN ('1bill', 'kuickpay')),
  enabled boolean NOT NULL DEFAULT false,
  -- Digits assigned by the aggregator (Kuickpay: 5), then `digits` digits of the voucher sequence.
  prefix varchar(8) NOT NULL CHECK (prefix ~ '^[0-9]{4,8}$'),
  digits integer NOT NULL CHECK (digits BETWEEN 7 AND 13),
  CHECK (length(prefix) + digits <= 18),
  -- What the aggregator sends in its `username` header (kept in clear, shown to the office).
  username varchar(40),
  -- {"password": …} sealed like the online providers' credentials (db/sealed.ts); never returned.
  credentials_enc text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, aggregator)
);
-- A bank names only the consumer number: its prefix must lead to exactly one school. (Prefixes of
-- different lengths that start one another are refused by the service before saving.)
CREATE UNIQUE INDEX biller_settings_prefix_key ON biller_settings (aggregator, prefix);

CREATE TABLE biller_payments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  aggregator varchar(8) NOT NULL CHECK (aggregator IN ('1bill', 'kuickpay')),
  consumer_number varchar(18) NOT NULL CHECK (consumer_number ~ '^[0-9]{11,18}$'),
  voucher_id integer NOT NULL,
  -- The fees module's payment this BillPayment recorded (same transaction).
  payment_id integer,
  -- The bank's authorisation id of the transaction (`tran_auth_id`), with its date: a repeat of
  -- the same one is answered "duplicate" and records nothing.
  tran_auth_id varchar(20) NOT NULL,
  tran_date date NOT NULL,
  tran_time char(6) NOT NULL CHECK (tran_time ~ '^[0-9]{6}$'),
  bank_mnemonic varchar(8),
  -- Whole rupees (the rail's minor units divided by 100).
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT biller_payments_tran_key UNIQUE (tenant_id, aggregator, tran_auth_id, tran_date),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES vouchers (tenant_id, id),
  FOREIGN KEY (tenant_id, payment_id) REFERENCES payments (tenant_id, id)
);
CREATE INDEX biller_payments_voucher_idx ON biller_payments (tenant_id, voucher_id);

-- The voucher a consumer number names: by the sequence part of its number (`202603-000042`).
CREATE INDEX vouchers_sequence_idx ON vouchers (tenant_id, (split_part(voucher_no, '-', 2)));

-- The aggregators' payments are payments like any other.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN
  ('cash', 'bank_deposit', 'cheque', 'jazzcash', 'easypaisa', 'sandbox', '1bill', 'kuickpay'));

GRANT SELECT, INSERT, UPDATE, DELETE ON biller_settings, biller_payments TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE biller_payments_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['biller_settings', 'biller_payments']
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
