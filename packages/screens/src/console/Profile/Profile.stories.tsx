import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { ProfileView } from './Profile';

const user = {
  first_name: 'Ali',
  last_name: 'Raza',
  phone: null,
  email: 'student@iqbal.edu.pk',
  username: 'ali.raza',
  tenant_name: 'Iqbal Public School',
  preferred_language: 'en' as const,
};

const meta = {
  title: 'Screens/Console/Profile',
  component: ProfileView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/profile' },
  args: { user, roleLabel: 'Student', onSave: () => {} },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own details with names and phone editable. */
export const Default: Story = {};

/** Loading the user. */
export const Loading: Story = { args: { user: undefined } };

/** The user could not be loaded. */
export const ErrorState: Story = {
  name: 'Error',
  args: { user: undefined, loadError: 'Your profile could not be loaded.' },
};

/** Names are required. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/First name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('First name is required.')).toBeVisible();
  },
};

/** Saving, and the service's refusal. */
export const SaveFailed: Story = {
  args: { saving: false, saveError: 'Your profile could not be saved.' },
};

/** Language for e-mails and messages: chosen here, saved with the other details. */
export const MessageLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('combobox', { name: /Language for e-mails and messages/ }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Urdu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ preferred_language: 'ur' });
  },
  args: { onSave: fn() },
};

/** In Urdu, right to left, with the language setting in Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { user: { ...user, preferred_language: 'ur' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: /ای میل اور پیغامات کی زبان/ }),
    ).toHaveTextContent('اردو');
  },
};

const feedArgs = {
  state: { exists: false, created_at: null },
  onReset: () => {},
  onTurnOff: () => {},
};
const FEED_URL =
  'https://iqbal.watni.pk/api/calendar/feeds/q3Vx9mZk2LwT8rYbN4cHfJ7pD1sA6uGe0oKiEtRyWnM.ics';

/** Calendar feed: loading its state. */
export const CalendarFeedLoading: Story = {
  args: { calendarFeed: { ...feedArgs, state: undefined } },
};

/** Calendar feed: no link yet ("Create link"). */
export const CalendarFeedEmpty: Story = {
  args: { calendarFeed: { ...feedArgs, onReset: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no calendar link yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.calendarFeed?.onReset).toHaveBeenCalled();
  },
};

/** Calendar feed: the state could not be loaded, or a change was refused. */
export const CalendarFeedError: Story = {
  args: {
    calendarFeed: {
      ...feedArgs,
      state: undefined,
      loadError: 'The calendar link could not be loaded.',
    },
  },
};

/** Calendar feed: a link exists (made earlier; never shown again) — "Reset link". */
export const CalendarFeedExists: Story = {
  args: {
    calendarFeed: {
      ...feedArgs,
      state: { exists: true, created_at: '2026-11-20T05:00:00Z' },
    },
  },
};

/** Calendar feed: just made, shown once with a copy button. */
export const CalendarFeedNewLink: Story = {
  args: {
    calendarFeed: {
      ...feedArgs,
      state: { exists: true, created_at: '2026-11-27T05:00:00Z' },
      newUrl: FEED_URL,
      onCopy: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Your new calendar link/)).toHaveValue(FEED_URL);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.calendarFeed?.onCopy).toHaveBeenCalledWith(FEED_URL);
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
  },
};

/** Calendar feed in Urdu, right to left; the address stays left to right. */
export const CalendarFeedUrdu: Story = {
  globals: { locale: 'ur' },
  args: {
    calendarFeed: {
      ...feedArgs,
      state: { exists: true, created_at: '2026-11-27T05:00:00Z' },
      newUrl: FEED_URL,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('کیلنڈر فیڈ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نیا لنک بنائیں' })).toBeVisible();
  },
};

/** Calendar feed in Urdu with no link yet. */
export const CalendarFeedEmptyUrdu: Story = {
  globals: { locale: 'ur' },
  args: { calendarFeed: feedArgs },
};
