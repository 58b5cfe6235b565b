-- 0610 HR: each staff member's employment record and salary structure, the school's leave
-- types, and staff documents. Payroll (0620) reads the structure; staff attendance days marked
-- "leave" name a leave type, which is how leave balances are counted. Money is whole rupees.

CREATE TABLE staff_records (
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL REFERENCES users (id),
  employee_number varchar(20) CHECK (length(btrim(employee_number)) > 0),
  designation varchar(80) NOT NULL CHECK (length(btrim(designation)) > 0),
  department varchar(80),
  joining_date date NOT NULL,
  cnic varchar(15) CHECK (cnic ~ '^[0-9]{5}-[0-9]{7}-[0-9]$'),
  bank_name varchar(80),
  bank_account_title varchar(100),
  -- A Pakistani IBAN (PK, 2 check digits, 4-letter bank code, 16 digits) or a bank's own number.
  bank_account_number varchar(34),
  basic_salary integer NOT NULL DEFAULT 0 CHECK (basic_salary BETWEEN 0 AND 10000000),
  status varchar(6) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'left')),
  leaving_date date,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id),
  CHECK (leaving_date IS NULL OR leaving_date >= joining_date)
);
CREATE UNIQUE INDEX staff_records_employee_number_key ON staff_records (tenant_id, lower(employee_number))
  WHERE employee_number IS NOT NULL;
CREATE UNIQUE INDEX staff_records_cnic_key ON staff_records (tenant_id, cnic) WHERE cnic IS NOT NULL;

-- Allowances are added to the basic salary, deductions taken from it, every month.
CREATE TABLE salary_components (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL,
  kind varchar(9) NOT NULL CHECK (kind IN ('allowance', 'deduction')),
  name varchar(60) NOT NULL CHECK (length(btrim(name)) > 0),
  amount integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  position smallint NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 100),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES staff_records (tenant_id, user_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX salary_components_name_key ON salary_components (tenant_id, user_id, lower(name));

-- A leave type the school gives: paid or not, and how many days a year.
CREATE TABLE leave_types (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  name varchar(60) NOT NULL CHECK (length(btrim(name)) > 0),
  name_ur varchar(60),
  paid boolean NOT NULL DEFAULT true,
  days_per_year smallint NOT NULL DEFAULT 0 CHECK (days_per_year BETWEEN 0 AND 366),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX leave_types_name_key ON leave_types (tenant_id, lower(name));

-- A staff day marked "leave" may name its type; a type in use cannot be deleted (archive it).
ALTER TABLE staff_attendance ADD COLUMN leave_type_id integer;
ALTER TABLE staff_attendance ADD CONSTRAINT staff_attendance_leave_type_fkey
  FOREIGN KEY (tenant_id, leave_type_id) REFERENCES leave_types (tenant_id, id);
ALTER TABLE staff_attendance ADD CONSTRAINT staff_attendance_leave_type_check
  CHECK (leave_type_id IS NULL OR status = 'leave');

CREATE TABLE staff_documents (
  id serial NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  user_id integer NOT NULL,
  title varchar(120) NOT NULL CHECK (length(btrim(title)) > 0),
  content_type varchar(20) NOT NULL
    CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  content bytea NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 2097152),
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES staff_records (tenant_id, user_id) ON DELETE CASCADE
);
CREATE INDEX staff_documents_user_idx ON staff_documents (tenant_id, user_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON staff_records, salary_components, leave_types,
  staff_documents TO watni_app;
GRANT USAGE, SELECT ON SEQUENCE salary_components_id_seq, leave_types_id_seq,
  staff_documents_id_seq TO watni_app;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['staff_records', 'salary_components', 'leave_types', 'staff_documents']
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
