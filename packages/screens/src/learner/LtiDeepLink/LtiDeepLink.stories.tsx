import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { LtiDeepLinkView } from './LtiDeepLink';

const choices = {
  platform: 'Moodle of Iqbal Academy',
  items: [
    { quiz_id: 41, title: 'Fractions check', course_title: 'Mathematics 5' },
    { quiz_id: 42, title: 'Photosynthesis quiz', course_title: 'Science 7' },
  ],
};

const meta = {
  title: 'Screens/Learner/LtiDeepLink',
  component: LtiDeepLinkView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/lti/deep-link' },
  args: { state: 'ready', code: 'c0de-for-the-story-0123456789', choices },
} satisfies Meta<typeof LtiDeepLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending without a pick names the rule instead of posting. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Moodle of Iqbal Academy/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the course' }));
    await expect(canvas.getByText('Choose a quiz.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Fractions check/ }));
    await expect(canvas.queryByText('Choose a quiz.')).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading', choices: undefined } };

export const NoQuizzes: Story = { args: { choices: { ...choices, items: [] } } };

export const Failed: Story = {
  args: { state: 'failed', choices: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ten minutes');
  },
};
