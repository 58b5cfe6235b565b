-- 0620 Payroll: a school's monthly salary run, the payslip of each staff member with its lines,
-- salary advances recovered in instalments, and the school's income tax slabs. It reads the
-- salary structure of 0610 (staff_records, salary_components, leave types on staff attendance).
-- Money is whole rupees.
--
-- A run is `draft` until an administrator approves it; `approved` is final (the month is paid and
-- its advance instalments are recovered). Re-running a draft month replaces its payslips; an
-- approved month cannot be run again. One run per school and month.

CREATE TABLE payroll_runs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status varchar(8) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'approved')),
  staff_count integer NOT NULL DEFAULT 0 CHECK (staff_count >= 0),
  total_gross bigint NOT NULL DEFAULT 0 CHECK (total_gross >= 0),
  total_deductions bigint NOT NULL DEFAULT 0 CHECK (total_deductions >= 0),
  total_net bigint NOT NULL DEFAULT 0 CHECK (total_net >= 0),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the draft's payslips were last computed (a re-run moves it).
  computed_at timestamptz NOT NULL DEFAULT now(),
  approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  CHECK ((status = 'approved') = (approved_at IS NOT NULL))
);
CREATE UNIQUE INDEX payroll_runs_month_key ON payroll_runs (tenant_id, month);

-- One staff member's pay for the run's month. Bank fields are copied when the run is computed, so
-- a later change of account does not change a paid month's transfer sheet.
CREATE TABLE payslips (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  run_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  staff_name varchar(200) NOT NULL,
  employee_number varchar(20),
  designation varchar(80),
  basic_salary integer NOT NULL CHECK (basic_salary >= 0),
  allowances integer NOT NULL CHECK (allowances >= 0),
  deductions integer NOT NULL CHECK (deductions >= 0),
  unpaid_days smallint NOT NULL CHECK (unpaid_days BETWEEN 0 AND 31),
  unpaid_deduction integer NOT NULL CHECK (unpaid_deduction >= 0),
  advance_recovery integer NOT NULL CHECK (advance_recovery >= 0),
  income_tax integer NOT NULL CHECK (income_tax >= 0),
  gross integer NOT NULL CHECK (gross >= 0),
  net integer NOT NULL CHECK (net >= 0),
  bank_name varchar(80),
  bank_account_title varchar(100),
  bank_account_number varchar(34),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, run_id) REFERENCES payroll_runs (tenant_id, id) ON DELETE CASCADE,
  CHECK (net = gross - deductions - unpaid_deduction - advance_recovery - income_tax)
);
CREATE UNIQUE INDEX payslips_run_user_key ON payslips (tenant_id, run_id, user_id);
CREATE INDEX payslips_user_idx ON payslips (tenant_id, user_id);

-- Salary advances: given once, recovered by an instalment from each approved run until paid back.
CREATE TABLE staff_advances (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL,
  amount integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  instalment integer NOT NULL CHECK (instalment BETWEEN 1 AND 10000000),
  taken_on date NOT NULL,
  note varchar(200),
  recovered integer NOT NULL DEFAULT 0 CHECK (recovered >= 0),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES staff_records (tenant_id, user_id),
  CHECK (instalment <= amount),
  CHECK (recovered <= amount)
);
CREATE INDEX staff_advances_user_idx ON staff_advances (tenant_id, user_id);

-- What makes up a payslip, in order: allowances and deductions by name, the unpaid days, the
-- income tax and each advance's instalment (advance_id names the advance it recovers).
CREATE TABLE payslip_lines (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  payslip_id integer NOT NULL,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 200),
  kind varchar(9) NOT NULL
    CHECK (kind IN ('basic', 'allowance', 'deduction', 'unpaid', 'tax', 'advance')),
  name varchar(60) NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  advance_id integer,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, payslip_id) REFERENCES payslips (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, advance_id) REFERENCES staff_advances (tenant_id, id),
  CHECK ((kind = 'advance') = (advance_id IS NOT NULL))
);
CREATE INDEX payslip_lines_payslip_idx ON payslip_lines (tenant_id, payslip_id);

-- The school's income tax on salary: annual income over `from_amount` up to `to_amount` (none:
-- no upper end) pays `fixed_amount` plus `rate_percent` of the part over `from_amount`.
-- A school that has saved none is taxed by the salaried slabs of tax year 2025-26 written in
-- domains/payroll/tax-defaults.ts (Finance Act 2025; the source is cited there); saving the
-- table replaces them for that school.
CREATE TABLE income_tax_slabs (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  from_amount integer NOT NULL CHECK (from_amount BETWEEN 0 AND 1000000000),
  to_amount integer CHECK (to_amount IS NULL OR to_amount > from_amount),
  fixed_amount integer NOT NULL CHECK (fixed_amount BETWEEN 0 AND 1000000000),
  rate_percent numeric(5, 2) NOT NULL CHECK (rate_percent BETWEEN 0 AND 100),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX income_tax_slabs_from_key ON income_tax_slabs (tenant_id, from_amount);

-- Bulk printing prints a payroll month's payslips too (kind `payslips`, with the month).
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
           WHERE conrelid = 'print_jobs'::regclass AND contype = 'c'
             AND pg_get_constraintdef(oid) LIKE '%kind%'
             AND pg_get_constraintdef(oid) NOT LIKE '%report_cards%exam_id%'
  LOOP
    EXECUTE format('ALTER TABLE print_jobs DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;
ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_kind_check
  CHECK (kind IN ('report_cards', 'vouchers', 'payslips'));
ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_month_check
  CHECK ((kind IN ('vouchers', 'payslips')) = (month IS NOT NULL));

GRANT SELECT, INSERT, UPDATE, DELETE ON payroll_runs, payslips, payslip_lines, staff_advances,
  income_tax_slabs TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE payroll_runs_id_seq, payslips_id_seq, payslip_lines_id_seq,
  staff_advances_id_seq, income_tax_slabs_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payroll_runs', 'payslips', 'payslip_lines', 'staff_advances',
                           'income_tax_slabs']
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
