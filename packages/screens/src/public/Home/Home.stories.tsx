import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { HomePage } from './Home';

const meta = {
  title: 'Screens/Public/Home',
  component: HomePage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/',
    docs: {
      description: {
        component:
          'The home page: hero with the marketing figures (500+ students, 50+ courses, 98% satisfaction, 5+ years), the four offerings, Watni Nexus, the 12-month programmes and a call to action.',
      },
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
