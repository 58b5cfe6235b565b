import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { LtiContinueView } from './LtiContinue';

const meta = {
  title: 'Screens/Learner/LtiContinue',
  component: LtiContinueView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/lti/continue' },
  args: { state: 'signing-in' },
} satisfies Meta<typeof LtiContinueView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Opening your quiz' }),
    ).toBeVisible();
  },
};

/** A used, expired or unknown code: the way back is the LMS or the sign-in page. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('works once, for two minutes');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
