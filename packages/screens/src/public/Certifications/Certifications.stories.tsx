import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { CertificationsPage } from './Certifications';

const meta = {
  title: 'Screens/Public/Certifications',
  component: CertificationsPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/certifications',
    docs: {
      description: {
        component:
          'The two 12-month programmes (PKR 6,500 per month, PKR 78,000 in total) and the live-training prices.',
      },
    },
  },
} satisfies Meta<typeof CertificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
