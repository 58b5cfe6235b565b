import type { HrStaffMember, HrStaffSummary, LeaveBalances, LeaveType } from '@watni/api-client';

export const leave: LeaveBalances = {
  year: 2026,
  items: [
    {
      leave_type_id: 1,
      name: 'Casual',
      name_ur: 'اتفاقی چھٹی',
      paid: true,
      allowed: 10,
      taken: 3,
      remaining: 7,
    },
    {
      leave_type_id: 2,
      name: 'Unpaid',
      name_ur: 'بلا تنخواہ چھٹی',
      paid: false,
      allowed: 0,
      taken: 0,
      remaining: 0,
    },
  ],
};

export const staffList: HrStaffSummary[] = [
  {
    user_id: 3,
    first_name: 'Sana',
    last_name: 'Mirza',
    email: 'admin@iqbal.edu.pk',
    role: 'admin',
    designation: 'Principal',
    department: 'Administration',
    employee_number: 'IPS-001',
    status: 'active',
    totals: { basic: 100000, allowances: 50000, deductions: 5000, gross: 150000, net: 145000 },
  },
  {
    user_id: 4,
    first_name: 'Imran',
    last_name: 'Shah',
    email: 'teacher@iqbal.edu.pk',
    role: 'teacher',
    designation: 'Teacher',
    department: 'Academics',
    employee_number: 'IPS-002',
    status: 'left',
    totals: { basic: 55000, allowances: 29750, deductions: 2750, gross: 84750, net: 82000 },
  },
  {
    user_id: 5,
    first_name: 'Rabia',
    last_name: 'Anwar',
    email: 'teacher2@iqbal.edu.pk',
    role: 'teacher',
    designation: null,
    department: null,
    employee_number: null,
    status: null,
    totals: null,
  },
];

export const member: HrStaffMember = {
  user_id: 4,
  first_name: 'Imran',
  last_name: 'Shah',
  email: 'teacher@iqbal.edu.pk',
  role: 'teacher',
  record: {
    employee_number: 'IPS-002',
    designation: 'Senior Teacher',
    department: 'Science',
    joining_date: '2021-04-01',
    cnic: '35202-1234567-1',
    bank_name: 'Meezan Bank',
    bank_account_title: 'Imran Shah',
    bank_account_number: 'PK36SCBL0000001123456702',
    basic_salary: 10000,
    status: 'active',
    leaving_date: null,
    updated_at: '2026-11-20T09:00:00.000Z',
  },
  components: [
    { id: 1, kind: 'allowance', name: 'House rent', amount: 3000 },
    { id: 2, kind: 'deduction', name: 'Provident fund', amount: 500 },
  ],
  totals: { basic: 10000, allowances: 3000, deductions: 500, gross: 13000, net: 12500 },
  leave,
  documents: [
    {
      id: 7,
      title: 'Appointment letter',
      content_type: 'application/pdf',
      byte_size: 84000,
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
};

export const leaveTypes: LeaveType[] = [
  {
    id: 1,
    name: 'Casual',
    name_ur: 'اتفاقی چھٹی',
    paid: true,
    days_per_year: 10,
    archived: false,
    days_taken: 12,
  },
  {
    id: 2,
    name: 'Unpaid',
    name_ur: 'بلا تنخواہ چھٹی',
    paid: false,
    days_per_year: 0,
    archived: false,
    days_taken: 0,
  },
  {
    id: 3,
    name: 'Study',
    name_ur: null,
    paid: true,
    days_per_year: 5,
    archived: true,
    days_taken: 2,
  },
];
