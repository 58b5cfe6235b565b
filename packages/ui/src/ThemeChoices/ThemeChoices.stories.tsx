import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ThemeChoices } from './ThemeChoices';

const meta = {
  title: 'UI/ThemeChoices',
  component: ThemeChoices,
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  args: { heading: 'Theme' },
} satisfies Meta<typeof ThemeChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four themes inline, as in the signed-in user menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
  },
};
