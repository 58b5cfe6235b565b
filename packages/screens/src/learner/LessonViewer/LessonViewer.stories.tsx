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

/** A video lesson whose file plays in the page's own player (a direct https .mp4). */
export const Video: Story = {
  args: {
    lesson: {
      ...textLesson,
      title: 'What is a robot?',
      content_type: 'video',
      content_url: 'https://cdn.example.pk/lessons/what-is-a-robot.mp4',
      content_body: null,
      duration_minutes: 0,
    },
    previous: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Video: What is a robot?')).toBeInTheDocument();
  },
};

/** A YouTube address plays in the privacy-friendly youtube-nocookie.com player. */
export const VideoYouTube: Story = {
  args: {
    lesson: {
      ...textLesson,
      title: 'Python in one video',
      content_type: 'video',
      content_url: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
      content_body: null,
    },
  },
  // The frame's page is another site's (not reachable in the test browser): axe checks ours only.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/rfscVS0vtbw',
    );
  },
};

/** An older lesson with a Google Drive link: no broken player, an "Open video" link instead. */
export const VideoUnplayable: Story = {
  args: {
    lesson: {
      ...textLesson,
      title: 'Recorded class (Drive)',
      content_type: 'video',
      content_url: 'https://drive.google.com/file/d/1AbCdEfGhIjK/view?usp=sharing',
      content_body: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Open video/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The same older lesson in Urdu, right to left. */
export const VideoUnplayableUrdu: Story = {
  ...VideoUnplayable,
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /ویڈیو کھولیں/ })).toBeInTheDocument();
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
