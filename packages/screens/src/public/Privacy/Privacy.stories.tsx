import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { PrivacyPage } from './Privacy';

const meta = {
  title: 'Screens/Public/Privacy',
  component: PrivacyPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/privacy',
    docs: {
      description: {
        component: 'The Privacy Policy.',
      },
    },
  },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
