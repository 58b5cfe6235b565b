import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Layout/Layout';
import { LinkButton, linkButtonSizes, linkButtonTones } from './LinkButton';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  args: { children: 'Forgot password?' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkButtonTones },
    size: { control: 'inline-radio', options: linkButtonSizes },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="6">
      <LinkButton {...args}>Show details</LinkButton>
      <LinkButton {...args} tone="muted">
        Cancel
      </LinkButton>
      <LinkButton {...args} tone="danger">
        Remove
      </LinkButton>
    </Inline>
  ),
};

export const AsAnchor: Story = {
  render: (args) => (
    <p>
      Don&apos;t have an account?{' '}
      <LinkButton {...args} asChild>
        <a href="#register">Register</a>
      </LinkButton>
    </p>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
