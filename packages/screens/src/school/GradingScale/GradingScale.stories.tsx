import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { DEFAULT_BANDS, GradingScaleView } from './GradingScale';

const meta = {
  title: 'Screens/School/GradingScale',
  component: GradingScaleView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { scale: { bands: DEFAULT_BANDS, is_default: true }, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof GradingScaleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('Lowest percentage of band 3');
    await userEvent.clear(from);
    await userEvent.type(from, '62');
    await userEvent.click(canvas.getByRole('button', { name: 'Save scale' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      DEFAULT_BANDS.map((b) => (b.grade === 'B' ? { ...b, min_percent: 62 } : b)),
    );
  },
};

export const Refused: Story = { args: { saveError: 'No grade covers 60% to 61%.' } };

export const Saved: Story = {
  args: { saved: true, scale: { bands: DEFAULT_BANDS, is_default: false } },
};

export const Loading: Story = { args: { scale: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { scale: null, error: 'The exams could not be loaded.' },
};
