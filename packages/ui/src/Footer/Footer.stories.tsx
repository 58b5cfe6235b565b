import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerColumns, footerContact } from '../_internal/storyData';
import { Logo } from '../Logo/Logo';
import { Footer } from './Footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Logo />,
    description:
      'Technology, training and school-management software for schools, academies and training centres across Pakistan.',
    columns: footerColumns,
    contact: footerContact,
    bottom: (
      <>
        <span>© 2025 Watni. All rights reserved.</span>
        <span>
          <a href="#terms">Terms</a> · <a href="#privacy">Privacy</a>
        </span>
      </>
    ),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LinksOnly: Story = { args: { contact: [], brand: undefined, description: undefined } };
