import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { type LessonContent, LessonViewerView } from './LessonViewer';

const textLesson: LessonContent = {
  id: 12,
  title: 'Wiring the Arduino',
  description: 'Connect the sensors and the motor driver.',
  content_type: 'text',
  content_url: null,
  content_body:
    '<h2>Parts</h2><ul><li>Arduino Uno</li><li>L298N motor driver</li></ul><p>Read the <a href="https://www.arduino.cc">Arduino guide</a> first.</p><img src="x" onerror="alert(1)" alt="">',
  duration_minutes: 40,
};

const meta = {
  title: 'Screens/Learner/LessonViewer',
  component: LessonViewerView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/courses/1/lessons/12' },
  args: {
    courseId: 1,
    lesson: textLesson,
    error: null,
    completed: false,
    marking: false,
    onMarkComplete: fn(),
    previous: { id: 11, title: 'What is a robot?' },
    next: { id: 13, title: 'Further reading' },
  },
} satisfies Meta<typeof LessonViewerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text lesson: sanitized HTML, Mark as Complete, previous and next. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByTestId('lesson-body');
    await expect(body.innerHTML).not.toContain('onerror');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Complete' }));
    await expect(args.onMarkComplete).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /Next lesson/ })).toHaveAttribute(
      'href',
      '/courses/1/lessons/13',
    );
  },
};

export const Loading: Story = { args: { lesson: undefined, completed: undefined } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    lesson: undefined,
    error: 'Your enrollment in this course is waiting for approval.',
  },
};

/** No content yet. */
export const Empty: Story = {
  args: { lesson: { ...textLesson, content_body: null }, previous: null, next: null },
};

/** Already completed. */
export const Completed: Story = {
  args: { completed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('lesson-completed')).toHaveTextContent(
      '✓ Completed',
    );
  },
};

/** Saving the completion. */
export const Marking: Story = { args: { marking: true } };

/** A video lesson in an embedded frame. */
export const Video: Story = {
  args: {
    lesson: {
      ...textLesson,
      title: 'What is a robot?',
      content_type: 'video',
      content_url: 'about:blank',
      content_body: null,
      duration_minutes: 0,
    },
    previous: null,
  },
};

/** A document lesson: a view/download link. */
export const Document: Story = {
  args: {
    lesson: {
      ...textLesson,
      title: 'Further reading',
      content_type: 'document',
      content_url: 'https://example.com/datasheet.pdf',
      content_body: null,
    },
    next: null,
  },
};
