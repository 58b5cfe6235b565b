import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ModuleOff } from './ModuleOff';

const meta = {
  title: 'Screens/Console/ModuleOff',
  component: ModuleOff,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { moduleName: 'Attendance', canManage: true },
} satisfies Meta<typeof ModuleOff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: the same sentence as the service's 403, and the way to switch it on. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The Attendance module is not enabled for your organisation.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Module Management' })).toHaveAttribute(
      'href',
      '/admin/modules',
    );
  },
};

/** A teacher, student or parent: ask the administrator. */
export const Member: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Open Module Management' })).toBeNull();
    await expect(canvas.getByText(/ask your school's administrator/)).toBeVisible();
  },
};

export const UnknownModule: Story = { args: { moduleName: null } };

export const AdministratorUrdu: Story = { globals: { locale: 'ur' } };

export const MemberUrdu: Story = { args: { canManage: false }, globals: { locale: 'ur' } };
