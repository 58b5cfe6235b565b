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
  mod(3, { name: 'Assessments', slug: 'assessments', category: 'education', monthly_price: 0 }),
  mod(4, { name: 'Certificates', slug: 'certificates', category: 'education', monthly_price: 15 }),
  mod(5, {
    name: 'Fee Collection',
    slug: 'fee-collection',
    category: 'financial',
    monthly_price: 25,
  }),
  mod(6, { name: 'SMS Alerts', slug: 'sms-alerts', category: 'communication', monthly_price: 10 }),
];

const access: ModuleAccess[] = modules.map((x) => ({
  module_id: x.id,
  module_slug: x.slug,
  is_enabled: x.is_core || x.id === 3 || x.id === 5,
  is_core: x.is_core,
  is_addon: !x.is_core && x.id !== 3,
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
    // Core modules have no toggle.
    await expect(canvas.queryByRole('switch', { name: /User Management/ })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: /Certificates/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(modules[3], true);
  },
};

export const Filtered: Story = { args: { category: 'financial' } };

export const Processing: Story = { args: { pendingIds: [4] } };

export const Loading: Story = { args: { modules: [], access: [], loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { modules: [], access: [], error: 'Failed to load modules' },
};

export const Empty: Story = { args: { category: 'analytics' } };
