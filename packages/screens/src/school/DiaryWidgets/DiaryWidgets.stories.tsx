import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { familyDay } from '../_diary/fixtures';
import { DiaryTodayCard } from './DiaryTodayCard';

const meta = {
  title: 'Screens/School/DiaryWidgets',
  component: DiaryTodayCard,
  args: { group: familyDay.groups[0]!, href: '/school/my-diary' },
  // The card links to the day's page.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DiaryTodayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 entries today')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the diary' })).toBeVisible();
  },
};

export const TodayUrdu: Story = { globals: { locale: 'ur' } };

export const ParentChild: Story = { args: { title: 'Ali Raza', headingLevel: 3 } };

export const Nothing: Story = { args: { group: familyDay.groups[1]! } };

export const NotPlaced: Story = {
  args: {
    group: { ...familyDay.groups[1]!, section_id: null, class_name: null, section_name: null },
  },
};

export const Loading: Story = { args: { group: null, loading: true } };
