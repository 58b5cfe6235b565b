import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { ServicesPage } from './Services';

const meta = {
  title: 'Screens/Public/Services',
  component: ServicesPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/services',
    docs: {
      description: {
        component:
          'Six services with anchors (ai-robotics, stem, business, smart-home, agriculture, automation), each with Contact Sales, and the four-step process.',
      },
    },
  },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
