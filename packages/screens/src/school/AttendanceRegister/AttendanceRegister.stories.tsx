import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { lockedRegister, register, savedRegister } from '../_attendance/fixtures';
import { draftFromServer, setMark } from '../_attendance/registerDraft';
import { AttendanceRegisterView } from './AttendanceRegister';

const fresh = draftFromServer(9, '2026-11-24', register.entries);
const marked = setMark(
  setMark(fresh, 106, { status: 'absent', note: 'Fever' }, 1),
  101,
  { status: 'late' },
  2,
);

const meta = {
  title: 'Screens/School/AttendanceRegister',
  component: AttendanceRegisterView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    day: '2026-11-24',
    today: '2026-11-24',
    register,
    draft: fresh,
    sync: 'idle',
    onMark: fn(),
    onSave: fn(),
    onDayChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AttendanceRegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ali = canvas.getByRole('group', { name: 'Attendance of Ali Raza' });
    await userEvent.click(within(ali).getByRole('radio', { name: 'Absent' }));
    await expect(args.onMark).toHaveBeenCalledWith(106, { status: 'absent' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save register' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Marked: Story = { args: { draft: marked, sync: 'unsaved' } };

export const Saving: Story = { args: { draft: marked, sync: 'saving' } };

export const Saved: Story = {
  args: {
    register: savedRegister,
    draft: draftFromServer(9, '2026-11-24', savedRegister.entries),
    sync: 'saved',
  },
};

export const WaitingForConnection: Story = {
  args: { draft: { ...marked, pending: true }, sync: 'waiting' },
};

export const OfflineCopy: Story = { args: { draft: marked, sync: 'waiting', offlineCopy: true } };

export const Refused: Story = {
  args: {
    draft: marked,
    sync: 'failed',
    failure: 'Only the class teacher of this section or an administrator can mark its attendance.',
  },
};

export const Locked: Story = {
  args: {
    day: '2026-11-09',
    register: lockedRegister,
    draft: draftFromServer(9, '2026-11-09', lockedRegister.entries),
  },
};

export const Empty: Story = { args: { register: { ...register, entries: [] } } };

export const Loading: Story = { args: { loading: true, register: null, draft: null } };

export const LoadError: Story = {
  name: 'Error',
  args: { register: null, draft: null, error: 'Section not found.' },
};
