import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RadioGroup, radioGroupVariants } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Tenant type',
    defaultValue: 'school',
    variant: 'default',
    options: [
      { value: 'school', label: 'School' },
      { value: 'academy', label: 'Academy' },
      { value: 'training_center', label: 'Training center' },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tenant type' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Academy' }));
    await expect(canvas.getByRole('radio', { name: 'Academy' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Cards: Story = {
  args: {
    label: 'Organisation',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: 'existing',
    options: [
      {
        value: 'existing',
        label: 'Join an existing organisation',
        description: 'Pick your school from the list.',
      },
      {
        value: 'new',
        label: 'Register a new organisation',
        description: 'Reviewed by an administrator first.',
      },
    ],
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose a tenant type' },
};
