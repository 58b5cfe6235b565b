import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { AboutPage } from './About';

const meta = {
  title: 'Screens/Public/About',
  component: AboutPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/about',
    docs: {
      description: {
        component: 'The company: story, values, teams, figures and the Lahore office.',
      },
    },
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
