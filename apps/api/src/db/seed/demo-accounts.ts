// The demo data of the seed, in one place: the README, the seed and the tests all read it.

/** The password of every demo account (the superuser's comes from SEED_ADMIN_PASSWORD). */
export const DEMO_PASSWORD = 'Demo#2026';

interface DemoTenant {
  slug: string;
  name: string;
  tenant_type: 'school' | 'academy' | 'training_center';
  city: string;
  subscription_plan: string;
  subscription_status: 'trial' | 'active';
}

export const DEMO_TENANTS = [
  {
    slug: 'iqbal-public-school',
    name: 'Iqbal Public School',
    tenant_type: 'school',
    city: 'Lahore',
    subscription_plan: 'professional',
    subscription_status: 'active',
  },
  {
    slug: 'quaid-academy',
    name: 'Quaid Academy',
    tenant_type: 'academy',
    city: 'Karachi',
    subscription_plan: 'starter',
    subscription_status: 'trial',
  },
] as const satisfies readonly DemoTenant[];

type DemoTenantSlug = (typeof DEMO_TENANTS)[number]['slug'];

interface DemoAccount {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  user_role: 'student' | 'teacher' | 'admin' | 'parent';
  is_tenant_admin: boolean;
  /** null: a pending new-organisation request (organization_name says which). */
  tenant: DemoTenantSlug | null;
  organization_name: string | null;
}

const account = (
  email: string,
  username: string,
  first_name: string,
  last_name: string,
  phone: string | null,
  user_role: DemoAccount['user_role'],
  tenant: DemoTenantSlug | null,
  organization_name: string | null = null,
): DemoAccount => ({
  email,
  username,
  first_name,
  last_name,
  phone,
  user_role,
  is_tenant_admin: user_role === 'admin',
  tenant,
  organization_name,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account(
    'admin@iqbal.edu.pk',
    'ayesha.siddiqui',
    'Ayesha',
    'Siddiqui',
    '+92 300 4215567',
    'admin',
    'iqbal-public-school',
  ),
  account(
    'teacher@iqbal.edu.pk',
    'imran.qureshi',
    'Imran',
    'Qureshi',
    '+92 321 7788120',
    'teacher',
    'iqbal-public-school',
  ),
  account(
    'student@iqbal.edu.pk',
    'ali.raza',
    'Ali',
    'Raza',
    null,
    'student',
    'iqbal-public-school',
  ),
  account(
    'student2@iqbal.edu.pk',
    'fatima.malik',
    'Fatima',
    'Malik',
    null,
    'student',
    'iqbal-public-school',
  ),
  account(
    'student3@iqbal.edu.pk',
    'hamza.sheikh',
    'Hamza',
    'Sheikh',
    null,
    'student',
    'iqbal-public-school',
  ),
  // Parents: guardians with a sign-in account, linked by seed/school.ts.
  account(
    'parent@iqbal.edu.pk',
    'nadia.raza',
    'Nadia',
    'Raza',
    '+92 300 1112233',
    'parent',
    'iqbal-public-school',
  ),
  account(
    'admin@quaid.edu.pk',
    'bilal.ahmed',
    'Bilal',
    'Ahmed',
    '+92 333 2146690',
    'admin',
    'quaid-academy',
  ),
  account(
    'teacher@quaid.edu.pk',
    'sana.javed',
    'Sana',
    'Javed',
    '+92 345 8890213',
    'teacher',
    'quaid-academy',
  ),
  account(
    'student@quaid.edu.pk',
    'usman.tariq',
    'Usman',
    'Tariq',
    null,
    'student',
    'quaid-academy',
  ),
  account(
    'student2@quaid.edu.pk',
    'zainab.hussain',
    'Zainab',
    'Hussain',
    null,
    'student',
    'quaid-academy',
  ),
  account(
    'student3@quaid.edu.pk',
    'hassan.chaudhry',
    'Hassan',
    'Chaudhry',
    null,
    'student',
    'quaid-academy',
  ),
  account(
    'parent@quaid.edu.pk',
    'rubina.tariq',
    'Rubina',
    'Tariq',
    '+92 333 4455667',
    'parent',
    'quaid-academy',
  ),
  account(
    'sara@lahorehub.pk',
    'sara.khan',
    'Sara',
    'Khan',
    '+92 302 5566778',
    'student',
    null,
    'Lahore Learning Hub',
  ),
];

/** The platform superuser (email and password from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD). */
export const SEED_SUPERUSER = {
  username: 'admin',
  first_name: 'Platform',
  last_name: 'Admin',
} as const;

export function demoAccount(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((item) => item.email === email);
  if (!found) throw new Error(`No demo account ${email}.`);
  return found;
}
