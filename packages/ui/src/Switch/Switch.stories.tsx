import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { Switch, switchLayouts } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Teachers can create courses', defaultChecked: true, layout: 'inline' },
  argTypes: { layout: { control: 'inline-radio', options: switchLayouts } },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const sw = canvas.getByRole('switch', { name: 'Teachers can create courses' });
    await expect(sw).toBeChecked();
    await userEvent.click(sw);
    await expect(sw).not.toBeChecked();
  },
};

export const Settings: Story = {
  render: () => (
    <Stack gap="5">
      <Switch
        layout="between"
        label="Teachers can create courses"
        description="Teachers may add new courses up to their limit."
        defaultChecked
      />
      <Switch
        layout="between"
        label="Teachers can delete courses"
        description="Teachers may delete courses they own."
      />
      <Switch
        layout="between"
        label="Teachers can manage enrollments"
        description="Approve or reject students in their courses."
        defaultChecked
      />
    </Stack>
  ),
};

export const Disabled: Story = { args: { disabled: true, label: 'Core module (always on)' } };
