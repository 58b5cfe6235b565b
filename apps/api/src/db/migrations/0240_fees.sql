-- 0240 fees (module fee-management): fee heads, the fee structure per class and
-- academic year, concessions per student, the school's fee settings (late fee, due day, bank
-- account printed on the voucher), voucher runs (a month's generation, run in the job queue),
-- vouchers (challans) with their lines, and payments with their receipts.
-- All money is integer PKR (rupees, no paisa). Months are 'YYYY-MM'; dates are Pakistan dates.

CREATE TABLE fee_heads (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  kind varchar(10) NOT NULL
    CHECK (kind IN ('admission', 'tuition', 'annual', 'exam', 'transport', 'other')),
  -- one_time: charged on a student's first voucher that has it; annual: on the voucher of the
  -- academic year's first month; monthly: on every voucher.
  frequency varchar(8) NOT NULL CHECK (frequency IN ('one_time', 'monthly', 'annual')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT fee_heads_name_key UNIQUE (tenant_id, name)
);

CREATE TABLE fee_structures (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  academic_year_id integer NOT NULL,
  class_id integer NOT NULL,
  fee_head_id integer NOT NULL,
  amount integer NOT NULL CHECK (amount BETWEEN 0 AND 10000000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, academic_year_id, class_id, fee_head_id),
  FOREIGN KEY (tenant_id, academic_year_id) REFERENCES academic_years (tenant_id, id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, fee_head_id) REFERENCES fee_heads (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE fee_concessions (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  student_id integer NOT NULL,
  -- NULL: every head of the voucher.
  fee_head_id integer,
  kind varchar(12) NOT NULL CHECK (kind IN ('sibling', 'scholarship', 'staff_child', 'other')),
  mode varchar(7) NOT NULL CHECK (mode IN ('percent', 'fixed')),
  -- percent: 1..100; fixed: rupees off each voucher line of the head (all heads: off the total).
  value integer NOT NULL CHECK (value > 0 AND (mode <> 'percent' OR value <= 100)),
  reason varchar(500) NOT NULL CHECK (length(btrim(reason)) > 0),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, fee_head_id) REFERENCES fee_heads (tenant_id, id) ON DELETE CASCADE
);
-- One concession per student and head (and one for "all heads").
CREATE UNIQUE INDEX fee_concessions_student_head_key
  ON fee_concessions (tenant_id, student_id, coalesce(fee_head_id, 0));

CREATE TABLE fee_settings (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- Day of the month the voucher is due (1-28).
  due_day integer NOT NULL DEFAULT 10 CHECK (due_day BETWEEN 1 AND 28),
  late_fee_mode varchar(7) NOT NULL DEFAULT 'none' CHECK (late_fee_mode IN ('none', 'fixed', 'per_day')),
  late_fee_amount integer NOT NULL DEFAULT 0 CHECK (late_fee_amount BETWEEN 0 AND 100000),
  -- per_day: the late fee never exceeds this (NULL: no cap).
  late_fee_cap integer CHECK (late_fee_cap IS NULL OR late_fee_cap BETWEEN 1 AND 1000000),
  bank_name varchar(100),
  bank_branch varchar(150),
  account_title varchar(150),
  account_number varchar(40),
  iban varchar(34) CHECK (iban IS NULL OR iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  -- Counters of the numbers printed on vouchers and receipts (taken with a conditional update).
  last_voucher_no integer NOT NULL DEFAULT 0,
  last_receipt_no integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id)
);

CREATE TABLE voucher_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- NULL: every class.
  class_ids integer[],
  issue_date date NOT NULL,
  due_date date NOT NULL,
  status varchar(7) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  students_total integer NOT NULL DEFAULT 0,
  students_done integer NOT NULL DEFAULT 0,
  vouchers_created integer NOT NULL DEFAULT 0,
  vouchers_skipped integer NOT NULL DEFAULT 0,
  error varchar(500),
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX voucher_runs_month_idx ON voucher_runs (tenant_id, month);

CREATE TABLE vouchers (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  voucher_no varchar(20) NOT NULL,
  student_id integer NOT NULL,
  month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  academic_year_id integer NOT NULL,
  class_id integer NOT NULL,
  section_id integer,
  run_id integer,
  issue_date date NOT NULL,
  due_date date NOT NULL CHECK (due_date >= issue_date),
  -- Sum of the lines' net amounts, arrears included.
  total integer NOT NULL CHECK (total >= 0),
  arrears integer NOT NULL DEFAULT 0 CHECK (arrears >= 0),
  -- The late-fee rule when the voucher was issued (a later change of the rule does not apply).
  late_fee_mode varchar(7) NOT NULL CHECK (late_fee_mode IN ('none', 'fixed', 'per_day')),
  late_fee_amount integer NOT NULL DEFAULT 0 CHECK (late_fee_amount >= 0),
  late_fee_cap integer,
  -- The late fee charged by payments made after the due date (the largest one applied).
  late_fee_charged integer NOT NULL DEFAULT 0 CHECK (late_fee_charged >= 0),
  status varchar(14) NOT NULL DEFAULT 'unpaid'
    CHECK (status IN ('unpaid', 'partially_paid', 'paid', 'cancelled')),
  paid_amount integer NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  -- Never more than owed: the conditional update of recordPayment keeps it, this proves it.
  CHECK (paid_amount <= total + late_fee_charged),
  -- Set when a later voucher took this one's balance as arrears: pay that one instead.
  carried_to integer,
  cancel_reason varchar(500),
  cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT vouchers_no_key UNIQUE (tenant_id, voucher_no),
  -- One voucher per student and month: what makes a voucher run idempotent.
  CONSTRAINT vouchers_student_month_key UNIQUE (tenant_id, student_id, month),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id),
  FOREIGN KEY (tenant_id, academic_year_id) REFERENCES academic_years (tenant_id, id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id),
  FOREIGN KEY (tenant_id, run_id) REFERENCES voucher_runs (tenant_id, id)
);
CREATE INDEX vouchers_month_idx ON vouchers (tenant_id, month, class_id);
CREATE INDEX vouchers_open_idx ON vouchers (tenant_id, due_date)
  WHERE status IN ('unpaid', 'partially_paid') AND carried_to IS NULL;

CREATE TABLE voucher_lines (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  voucher_id integer NOT NULL,
  line_no integer NOT NULL CHECK (line_no BETWEEN 1 AND 100),
  -- NULL for the arrears line.
  fee_head_id integer,
  label varchar(120) NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  concession integer NOT NULL DEFAULT 0 CHECK (concession >= 0 AND concession <= amount),
  PRIMARY KEY (tenant_id, voucher_id, line_no),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES vouchers (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE payments (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  voucher_id integer NOT NULL,
  student_id integer NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  method varchar(12) NOT NULL
    CHECK (method IN ('cash', 'bank_deposit', 'cheque', 'jazzcash', 'easypaisa', 'sandbox')),
  reference varchar(100),
  paid_on date NOT NULL,
  receipt_no varchar(20) NOT NULL,
  status varchar(8) NOT NULL DEFAULT 'recorded' CHECK (status IN ('recorded', 'refunded')),
  refund_reason varchar(500),
  refunded_by integer REFERENCES users (id) ON DELETE SET NULL,
  refunded_at timestamptz,
  -- NULL when confirmed by an online provider's callback.
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT payments_receipt_no_key UNIQUE (tenant_id, receipt_no),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES vouchers (tenant_id, id),
  FOREIGN KEY (tenant_id, student_id) REFERENCES students (tenant_id, id)
);
CREATE INDEX payments_voucher_idx ON payments (tenant_id, voucher_id);
CREATE INDEX payments_student_idx ON payments (tenant_id, student_id, paid_on);
CREATE INDEX payments_paid_on_idx ON payments (tenant_id, paid_on);

GRANT SELECT, INSERT, UPDATE, DELETE ON
  fee_heads, fee_structures, fee_concessions, fee_settings, voucher_runs, vouchers,
  voucher_lines, payments
  TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE fee_heads_id_seq, fee_concessions_id_seq, voucher_runs_id_seq,
  vouchers_id_seq, payments_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fee_heads', 'fee_structures', 'fee_concessions', 'fee_settings',
    'voucher_runs', 'vouchers', 'voucher_lines', 'payments']
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
