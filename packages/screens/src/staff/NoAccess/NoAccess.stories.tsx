import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { NoAccess } from './NoAccess';

const meta = {
  title: 'Screens/Staff/NoAccess',
  component: NoAccess,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
