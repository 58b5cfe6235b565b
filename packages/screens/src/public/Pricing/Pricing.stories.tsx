import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { PricingPage } from './Pricing';

const meta = {
  title: 'Screens/Public/Pricing',
  component: PricingPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/pricing',
    docs: {
      description: {
        component:
          'Affordable Pricing for Pakistan: Starter $10, Professional $30, Enterprise custom, the add-on modules, the free trial and the FAQ.',
      },
    },
  },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
