-- 0250 online payments: a school's hosted-checkout providers (sandbox, JazzCash,
-- Easypaisa) and one row per online payment attempt, for a fee voucher or a paid course enrolment.
-- Money in whole rupees. Credentials are stored encrypted (AES-256-GCM under the service's
-- `payments_credentials` secret, see domains/payments-online/credentials.ts) and never returned.

CREATE TABLE payment_provider_settings (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  provider varchar(10) NOT NULL CHECK (provider IN ('sandbox', 'jazzcash', 'easypaisa')),
  enabled boolean NOT NULL DEFAULT false,
  -- JazzCash merchant id / Easypaisa store id (kept in clear: the API shows its last 4 digits).
  merchant_id varchar(40),
  -- The provider's base URL: production, the provider's sandbox, or a local test server.
  base_url varchar(300),
  -- {"password": …, "secret": …} encrypted: base64(iv | tag | ciphertext).
  credentials_enc text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, provider)
);

CREATE TABLE online_payments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- What is paid: exactly one of a fee voucher (the fees module's vouchers) or an enrolment.
  voucher_id integer,
  enrollment_id integer,
  provider varchar(10) NOT NULL CHECK (provider IN ('sandbox', 'jazzcash', 'easypaisa')),
  -- Our transaction reference: the provider's order id (pp_TxnRefNo / orderRefNum), unique.
  txn_ref varchar(40) NOT NULL,
  -- The provider's own reference, once it confirmed (the idempotency key of its callbacks).
  provider_ref varchar(80),
  amount integer NOT NULL CHECK (amount > 0),
  -- What the payer saw (the voucher number or the course); echoed back by JazzCash and checked.
  bill_reference varchar(40) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'failed', 'cancelled')),
  -- Set when the confirmed amount could not be recorded on the voucher (paid meanwhile at the
  -- office): the school refunds it. NULL otherwise.
  refund_due boolean NOT NULL DEFAULT false,
  -- The fees module's payment this confirmation recorded (payments.id).
  payment_id integer,
  payer_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- The last verified notification of the provider, as it came.
  raw_callback jsonb,
  callbacks integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  CHECK ((voucher_id IS NULL) <> (enrollment_id IS NULL)),
  FOREIGN KEY (tenant_id, enrollment_id) REFERENCES enrollments (tenant_id, id) ON DELETE CASCADE
);
-- The provider's notifications name our reference only: globally unique.
CREATE UNIQUE INDEX online_payments_txn_ref_key ON online_payments (txn_ref);
-- One confirmation per provider reference (a repeated callback under a new txn is refused).
CREATE UNIQUE INDEX online_payments_provider_ref_key
  ON online_payments (tenant_id, provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX online_payments_voucher_idx ON online_payments (tenant_id, voucher_id)
  WHERE voucher_id IS NOT NULL;
CREATE INDEX online_payments_enrollment_idx ON online_payments (tenant_id, enrollment_id)
  WHERE enrollment_id IS NOT NULL;
CREATE INDEX online_payments_created_idx ON online_payments (tenant_id, created_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON payment_provider_settings, online_payments TO watni_app;
GRANT USAGE, SELECT ON online_payments_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payment_provider_settings', 'online_payments']
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
