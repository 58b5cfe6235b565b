import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Module, ModuleAccess } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModuleManagementView } from './ModuleManagement';

const mod = (id: number, patch: Partial<Module>): Module => ({
  id,
  slug: `module-${id}`,
  name: `Module ${id}`,
  description: 'What this module adds to your organisation.',
  category: 'education',
  monthly_price: 0,
  is_core: false,
  is_addon: true,
  ...patch,
});

const modules: Module[] = [
  mod(1, {
    name: 'User Management',
    slug: 'user-management',
    category: 'core',
    is_core: true,
    is_addon: false,
  }),
  mod(2, {
    name: 'Course Management',
    slug: 'course-management',
    category: 'core',
    is_core: true,
    is_addon: false,
  }),
  mod(3, {
    name: 'Learning Analytics',
    slug: 'learning-analytics',
    category: 'analytics',
    monthly_price: 5,
  }),
  mod(4, { name: 'Attendance', slug: 'attendance', category: 'education', monthly_price: 2 }),
  mod(5, {
    name: 'Fee Management',
    slug: 'fee-management',
    category: 'financial',
    monthly_price: 5,
  }),
  mod(6, {
    name: 'Announcements',
    slug: 'announcements',
    category: 'communication',
    monthly_price: 1,
  }),
];

const access: ModuleAccess[] = modules.map((x) => ({
  module_id: x.id,
  module_slug: x.slug,
  module_name: x.name,
  monthly_price: x.monthly_price,
  // 3 included in the plan; 4 and 6 add-ons with screens (6 on); 5 coming soon.
  is_enabled: x.is_core || x.id === 3 || x.id === 6,
  is_core: x.is_core,
  is_addon: !x.is_core && x.id !== 3,
  is_included: x.id === 3,
  coming_soon: x.id === 5,
  expires_at: null,
}));

const meta = {
  title: 'Screens/Staff/ModuleManagement',
  component: ModuleManagementView,
  parameters: { layout: 'fullscreen' },
  args: {
    modules,
    access,
    category: 'all',
    onCategoryChange: fn(),
    onToggle: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof ModuleManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Core, included and coming-soon modules have no switch; only the label.
    await expect(canvas.queryByRole('switch', { name: /User Management/ })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: /Learning Analytics/ })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: /Fee Management/ })).toBeNull();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByText('Included in your plan')).toBeVisible();
    await expect(canvas.getByText('$2/month (PKR 560)')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /Attendance/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(modules[3], true);
  },
};

/** Switching on an add-on outside the plan: its price and the new monthly total first. */
export const PriceConfirmation: Story = {
  args: { confirming: { module: modules[3] as Module, monthlyTotal: 30 }, onConfirmEnable: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('adds $2 a month (about PKR 560)');
    await expect(dialog).toHaveTextContent('Your new monthly total: $32 (about PKR 8,960).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch on for $2/month' }));
    await expect(args.onConfirmEnable).toHaveBeenCalledWith(modules[3]);
  },
};

export const PriceConfirmationUrdu: Story = {
  args: { confirming: { module: modules[3] as Module, monthlyTotal: 30 } },
  globals: { locale: 'ur' },
};

export const PriceConfirmationEnterprise: Story = {
  args: { confirming: { module: modules[3] as Module, monthlyTotal: null } },
};

export const FilledUrdu: Story = { globals: { locale: 'ur' } };

export const Filtered: Story = { args: { category: 'financial' } };

export const Processing: Story = { args: { pendingIds: [4] } };

export const Loading: Story = { args: { modules: [], access: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { modules: [], access: [], error: 'Failed to load modules' },
};

export const Empty: Story = { args: { category: 'analytics' } };
