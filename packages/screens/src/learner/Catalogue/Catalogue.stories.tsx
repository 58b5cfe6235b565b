import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { CatalogueView, type CourseCard } from './Catalogue';

export const sampleCourses: CourseCard[] = [
  {
    id: 1,
    title: 'Introduction to Robotics',
    description: 'Build and program a line-following robot with Arduino, sensors and motors.',
    level: 'beginner',
    duration_hours: 24,
    tags: ['robotics', 'arduino'],
    currency: 'PKR',
    price: 15000,
  },
  {
    id: 2,
    title: 'Smart Agriculture with IoT',
    description: 'Soil sensors, drip irrigation control and dashboards for small farms.',
    level: 'intermediate',
    duration_hours: 36,
    tags: ['iot', 'agriculture'],
    currency: 'USD',
    price: 120,
  },
  {
    id: 3,
    title: 'STEM Club Starter',
    description: 'A free taster of the STEM programme for schools.',
    level: 'beginner',
    duration_hours: null,
    tags: [],
    currency: 'PKR',
    price: 0,
  },
];

const meta = {
  title: 'Screens/Learner/Catalogue',
  component: CatalogueView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/courses' },
  args: {
    courses: sampleCourses,
    error: null,
    search: '',
    level: '',
    onSearchChange: fn(),
    onLevelChange: fn(),
  },
} satisfies Meta<typeof CatalogueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Course cards with level, duration, tags, price and Enroll Now. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('course-card')).toHaveLength(3);
    await expect(canvas.getByText('PKR 15,000')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Enroll Now: Introduction to Robotics' }),
    ).toHaveAttribute('href', '/courses/1/enroll');
  },
};

export const Loading: Story = { args: { courses: undefined } };

export const ErrorState: Story = {
  name: 'Error',
  args: { courses: undefined, error: 'Service unavailable' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error loading courses: Service unavailable'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No courses available at the moment'),
    ).toBeVisible();
  },
};

/** A search with no result. */
export const NoMatch: Story = { args: { courses: [], search: 'quantum', level: 'advanced' } };

// A signed-in student's own enrolment states on the cards.
const states = new Map([
  [1, 'enrolled'],
  [2, 'pending'],
  [3, 'rejected'],
] as const);

/** Enrolled (with Open course), Pending approval and Rejected instead of Enroll Now. */
export const SignedInStudent: Story = {
  args: { enrollmentStates: states },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enrolled')).toBeVisible();
    await expect(canvas.getByText('Pending approval')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Enroll Now/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Open course/ })).toHaveAttribute(
      'href',
      '/courses/1/lessons',
    );
  },
};

export const SignedInStudentUrdu: Story = {
  args: { enrollmentStates: states },
  globals: { locale: 'ur' },
};
