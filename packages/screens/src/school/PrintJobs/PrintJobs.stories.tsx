import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PrintJob } from '@watni/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintJobsView } from './PrintJobs';

const job = (over: Partial<PrintJob>): PrintJob => ({
  id: 1,
  kind: 'report_cards',
  scope: 'section',
  exam_id: 3,
  month: null,
  class_id: 5,
  section_id: 9,
  language: 'ur',
  status: 'done',
  total: 38,
  done: 38,
  error: null,
  file_type: 'pdf',
  file_name: 'report-cards-exam-3-class-5-a-ur.pdf',
  created_at: '2026-11-27T05:00:00Z',
  finished_at: '2026-11-27T05:00:20Z',
  expires_at: '2026-11-28T05:00:20Z',
  ...over,
});

const meta = {
  title: 'Screens/School/PrintJobs',
  component: PrintJobsView,
  parameters: { layout: 'fullscreen' },
  args: {
    choices: {
      exams: [{ id: 3, name: 'Mid-Term' }],
      classes: [
        {
          id: 5,
          name: 'Class 5',
          sections: [
            { id: 9, name: 'A' },
            { id: 10, name: 'B' },
          ],
        },
      ],
    },
    jobs: [
      job({}),
      job({
        id: 2,
        kind: 'vouchers',
        scope: 'school',
        exam_id: null,
        month: '2026-11',
        language: 'en',
        total: 5012,
        done: 5012,
        file_type: 'zip',
      }),
    ],
    current: null,
    defaultMonth: '2026-11',
    onSubmit: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PrintJobsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Fee vouchers' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'The whole school' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'vouchers',
      scope: 'school',
      language: 'en',
      month: '2026-11',
    });
  },
};

export const Running: Story = {
  args: { current: job({ status: 'running', done: 12, file_type: null, expires_at: null }) },
};

export const Ready: Story = { args: { current: job({}) } };

export const Failed: Story = {
  args: {
    current: job({ status: 'failed', error: 'Nothing to print any more.', file_type: null }),
  },
};

export const Refused: Story = {
  args: { submitError: 'There is nothing to print for this choice (no students or vouchers).' },
};

export const Empty: Story = { args: { jobs: [] } };

export const Loading: Story = { args: { choices: null, jobs: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { choices: null, jobs: null, error: 'The print jobs could not be loaded.' },
};
