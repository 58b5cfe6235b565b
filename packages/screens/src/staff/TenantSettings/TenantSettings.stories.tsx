import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TenantSettingsView } from './TenantSettings';

const settings = {
  teachers_can_create_courses: true,
  teachers_can_delete_courses: false,
  teachers_can_manage_enrollments: true,
  teacher_course_limit: 10,
};

const meta = {
  title: 'Screens/Staff/TenantSettings',
  component: TenantSettingsView,
  parameters: { layout: 'fullscreen' },
  args: { settings, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof TenantSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const limit = canvas.getByLabelText(/Course limit per teacher/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(canvas.getByRole('switch', { name: /Teachers can delete courses/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...settings,
      teachers_can_delete_courses: true,
      teacher_course_limit: 3,
    });
  },
};

export const Loading: Story = { args: { settings: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { settings: null, loadError: 'Failed to load settings' },
};

export const Saving: Story = { args: { saving: true } };
