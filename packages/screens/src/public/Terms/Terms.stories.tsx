import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { TermsPage } from './Terms';

const meta = {
  title: 'Screens/Public/Terms',
  component: TermsPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/terms',
    docs: {
      description: {
        component: 'The Terms of Service (registration asks users to accept them).',
      },
    },
  },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
