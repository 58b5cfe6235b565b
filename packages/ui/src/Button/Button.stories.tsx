import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Inline, Stack } from '../Layout/Layout';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Get Started', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    loadingLabel: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} startIcon={<Icon name="plus" size={18} />}>
        Create New Course
      </Button>
      <Button {...args} variant="outline" endIcon={<Icon name="arrowRight" size={18} />}>
        View pricing
      </Button>
      <Button {...args} variant="ghost" iconOnly aria-label="Edit lesson">
        <Icon name="edit" size={18} />
      </Button>
      <Button {...args} variant="danger" startIcon={<Icon name="trash" size={18} />}>
        Delete
      </Button>
    </Inline>
  ),
};

export const Loading: Story = {
  args: {
    loading: true,
    loadingLabel: 'Submitting...',
    children: 'Submit Quiz',
    onClick: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Busy, not disabled: it keeps keyboard focus, and clicks do nothing.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Inline>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const AsLink: Story = {
  render: (args) => (
    <Stack gap="2" align="start">
      <Button {...args} asChild>
        <a href="#register">Start free trial</a>
      </Button>
      <Button {...args} asChild variant="outline">
        <a href="#contact">Contact Sales</a>
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start free trial' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link.tagName).toBe('A');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign in' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
};
