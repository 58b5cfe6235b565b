import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../../_storybook/decorators';
import { WatniNexusPage } from './WatniNexus';

const meta = {
  title: 'Screens/Public/WatniNexus',
  component: WatniNexusPage,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    route: '/watni-nexus',
    docs: {
      description: {
        component:
          'The Watni Nexus cloud suite, with the #education, #healthcare and #retail sections and their add-on prices.',
      },
    },
  },
} satisfies Meta<typeof WatniNexusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same page in Urdu, right to left (the language toolbar's other choice). */
export const Urdu: Story = { globals: { locale: 'ur' } };
