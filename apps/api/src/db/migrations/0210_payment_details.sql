-- 0210 payment details: how a learner pays the school for a paid course
-- (a bank transfer to the school's account, then an admin approves the enrolment). One row per
-- tenant, created on the first save; a tenant without a row has none (every field null).
-- Vouchers and JazzCash/Easypaisa come with the fees module and get tables of their own.

CREATE TABLE tenant_payment_details (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  bank_name varchar(100),
  account_title varchar(150),
  account_number varchar(40),
  -- Stored without spaces, upper case (the service checks the check digits).
  iban varchar(34) CHECK (iban IS NULL OR iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  instructions varchar(2000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

GRANT SELECT, INSERT, UPDATE, DELETE ON tenant_payment_details TO watni_app;

ALTER TABLE tenant_payment_details ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_payment_details FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tenant_payment_details
  USING (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (current_setting('app.platform', true) = 'on'
         OR tenant_id = nullif(current_setting('app.tenant_id', true), '')::int);
