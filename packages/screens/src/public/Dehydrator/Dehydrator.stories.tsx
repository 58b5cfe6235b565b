import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { DehydratorPage } from './Dehydrator';

const meta = {
  title: 'Screens/Public/Dehydrator',
  component: DehydratorPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/products/dehydrator',
    docs: {
      description: {
        component:
          'The smart food dehydrator: features, specifications, 1-year warranty and Contact Sales.',
      },
    },
  },
} satisfies Meta<typeof DehydratorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
