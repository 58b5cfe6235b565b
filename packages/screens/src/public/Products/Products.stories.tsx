import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { ProductsPage } from './Products';

const meta = {
  title: 'Screens/Public/Products',
  component: ProductsPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/products',
    docs: {
      description: {
        component:
          'Six smart products, each with Contact Sales, and links to /watni-nexus and /contact.',
      },
    },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
