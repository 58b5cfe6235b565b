import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MarkInput, MarksSaved } from '@watni/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { marksSheetFixture } from '../_exams/fixtures';
import { MarksEntryView } from './MarksEntry';

/** A stand-in for the server's per-student rule: in range is stored, the rest refused by name. */
async function server(entries: MarkInput[]): Promise<MarksSaved> {
  const saved: MarksSaved = {
    saved: 0,
    changed: 0,
    entries: [],
    refused: [],
    conflicts: [],
    replayed: [],
  };
  for (const e of entries) {
    const s = marksSheetFixture.entries.find((x) => x.student_id === e.student_id)!;
    if (e.marks !== null && e.marks > marksSheetFixture.max_marks)
      saved.refused.push({
        student_id: e.student_id,
        roll_no: s.roll_no,
        student_name: `${s.first_name} ${s.last_name}`,
        reason: 'above_max',
        detail: `Roll ${s.roll_no}, ${s.first_name} ${s.last_name}: marks cannot be above ${marksSheetFixture.max_marks}.`,
      });
    else
      saved.entries.push({
        student_id: e.student_id,
        marks: e.marks,
        absent: e.absent,
        version: 9000,
      });
  }
  saved.saved = saved.entries.length;
  saved.changed = saved.entries.length;
  return saved;
}

const meta = {
  title: 'Screens/School/MarksEntry',
  component: MarksEntryView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { sheet: marksSheetFixture, onSave: fn(server), onRetry: fn(), delay: 0 },
} satisfies Meta<typeof MarksEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing marks, Enter to the next student, A for absent: each saved as typed. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fourth = canvas.getByRole('textbox', { name: 'Marks of Fatima Qureshi' });
    await userEvent.click(fourth);
    await userEvent.keyboard('{Backspace}67{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Marks of Bilal Sheikh' })).toHaveFocus();
    await userEvent.keyboard('a');
    await waitFor(() => expect(canvas.getByTestId('save-state')).toHaveTextContent('Saved'));
    // Each cell goes with its operation id and the version it was typed on (0: nothing entered);
    // once stored, the next text is based on the version the server answered.
    const first = args.onSave.mock.calls[0]![0][0]!;
    await expect([first.student_id, first.base_version, typeof first.op_id]).toEqual([
      103,
      5004,
      'string',
    ]);
    await expect(args.onSave).toHaveBeenCalledWith([
      { student_id: 103, marks: 67, absent: false, op_id: expect.any(String), base_version: 9000 },
    ]);
    await expect(args.onSave).toHaveBeenLastCalledWith([
      { student_id: 104, marks: null, absent: true, op_id: expect.any(String), base_version: 0 },
    ]);
    await expect(canvas.getByTestId('entered')).toHaveTextContent('5 of 7 entered');
  },
};

/** A bad mark among good ones: refused in its cell by roll and name; the others save. */
export const ErrorCell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Marks of Bilal Sheikh' }));
    await userEvent.keyboard('{Backspace}55{Enter}105{Enter}۴۵{Enter}');
    const bad = canvas.getByRole('textbox', { name: 'Marks of Hira Chaudhry' });
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(bad).toHaveAccessibleDescription('Above the maximum (100).');
    await waitFor(() => expect(canvas.getByTestId('entered')).toHaveTextContent('6 of 7 entered'));
    await expect(canvas.getByTestId('save-state')).toHaveTextContent('1 entry not saved');
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Roll 6, Hira Chaudhry: Above the maximum (100).',
    );
    // The Urdu digits were stored as Latin; the mark above the maximum was never sent.
    await expect(args.onSave).toHaveBeenCalledWith([
      expect.objectContaining({ student_id: 106, marks: 45, absent: false }),
    ]);
    await expect(args.onSave).not.toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ student_id: 105, marks: 105 })]),
    );
  },
};

/** The same in Urdu: Urdu digits typed, the refused cell and the list read right to left. */
export const ErrorCellUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cells = canvas.getAllByRole('textbox');
    await userEvent.click(cells[4]!);
    await userEvent.keyboard('{Backspace}۵۵{Enter}۱۰۵{Enter}٤٥{Enter}');
    await expect(cells[5]).toHaveAttribute('aria-invalid', 'true');
    await expect(cells[5]).toHaveValue('105');
    await waitFor(() => expect(canvas.getByTestId('entered')).toHaveTextContent('7 میں سے 6 درج'));
  },
};

/** Ctrl+A selects the text of a cell; it does not mark the student absent. */
export const SelectAllIsNotAbsent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Marks of Ali Raza' });
    await userEvent.click(first);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(first).toHaveValue('88');
    await userEvent.keyboard('غ');
    await expect(first).toHaveValue('A');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        expect.objectContaining({ student_id: 100, marks: null, absent: true, base_version: 5001 }),
      ]),
    );
  },
};

/** The network failed: the cell keeps its text, says so, and offers to try again. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async (_entries: MarkInput[]): Promise<MarksSaved> => {
      throw new Error('The connection was lost. Not saved.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Marks of Bilal Sheikh' }));
    await userEvent.keyboard('{Backspace}72{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('save-state')).toHaveTextContent('1 entry not saved'),
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByTestId('entered')).toHaveTextContent('4 of 7 entered');
  },
};

/** A stand-in server where the office corrected Ali Raza's mark to 80 while the teacher typed. */
const CONFLICT_DETAIL = {
  en: 'Roll 1, Ali Raza: the mark was changed meanwhile by Sana Admin; their mark is kept.',
  // What the service answers an Urdu reader (details.exams.ur.ts), names and numbers isolated.
  ur: 'رول نمبر \u20681\u2069، \u2068Ali Raza\u2069: اس دوران \u2068Sana Admin\u2069 نے نمبر بدل دیے؛ ان کے نمبر برقرار رکھے گئے ہیں۔',
};

const correctedMeanwhile =
  (detail: string) =>
  async (entries: MarkInput[]): Promise<MarksSaved> => {
    const answer = await server(entries.filter((e) => e.student_id !== 100));
    const ali = entries.find((e) => e.student_id === 100);
    if (ali)
      answer.conflicts.push({
        student_id: 100,
        roll_no: 1,
        student_name: 'Ali Raza',
        op_id: ali.op_id ?? null,
        detail,
        current: {
          marks: 80,
          absent: false,
          exempt: false,
          version: 7001,
          changed_by: 'Sana Admin',
          changed_at: '2026-11-18T09:30:00Z',
        },
      });
    return answer;
  };

/**
 * A cell typed offline on a mark someone else changed since: the server keeps their mark, the
 * cell shows it, and the teacher reads who changed it and what they had typed.
 */
export const ConflictKept: Story = {
  // Saved when the teacher leaves the cell (Enter), not at every keystroke.
  args: { onSave: fn(correctedMeanwhile(CONFLICT_DETAIL.en)), delay: 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ali = canvas.getByRole('textbox', { name: 'Marks of Ali Raza' });
    await userEvent.click(ali);
    await userEvent.keyboard('{Control>}a{/Control}70{Enter}');
    await waitFor(() => expect(ali).toHaveValue('80'));
    await expect(args.onSave).toHaveBeenCalledWith([
      { student_id: 100, marks: 70, absent: false, op_id: expect.any(String), base_version: 5001 },
    ]);
    await expect(ali).toHaveAccessibleDescription(
      'Roll 1, Ali Raza: the mark was changed meanwhile by Sana Admin; their mark is kept. You had typed 70.',
    );
    await expect(canvas.getByText(/changed meanwhile by someone else/)).toBeVisible();
    await expect(canvas.getByTestId('entered')).toHaveTextContent('4 of 7 entered');
  },
};

/** The same in Urdu: the note beside the cell and the list read right to left. */
export const ConflictKeptUrdu: Story = {
  // Saved when the teacher leaves the cell (Enter), not at every keystroke.
  args: { onSave: fn(correctedMeanwhile(CONFLICT_DETAIL.ur)), delay: 60_000 },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cells = canvas.getAllByRole('textbox');
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('{Control>}a{/Control}۷۰{Enter}');
    await waitFor(() => expect(cells[0]).toHaveValue('80'));
    await expect(canvasElement).toHaveTextContent('آپ نے 70 لکھا تھا۔');
  },
};

const DRAFT_KEY = 'watni:marks-draft:1:5:52';
/** A draft kept in this browser from a last visit: Ali 95 (server 88) and Ayesha absent. */
const keepLastVisit = () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ 100: { text: '95' }, 101: { text: 'A' } }));
  return () => localStorage.removeItem(DRAFT_KEY);
};

/**
 * Entries restored from the last visit are shown as restored and sent only when the teacher
 * says so: another cell's save leaves them alone, "Save them now" sends them.
 */
export const RestoredDraft: Story = {
  args: { keepDraft: true },
  beforeEach: keepLastVisit,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Marks of Ali Raza' })).toHaveValue('95');
    await expect(canvas.getByText(/2 entries from your last visit/)).toBeVisible();
    const fatima = canvas.getByRole('textbox', { name: 'Marks of Fatima Qureshi' });
    await userEvent.click(fatima);
    await userEvent.keyboard('{Backspace}67{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith([
        expect.objectContaining({ student_id: 103, marks: 67 }),
      ]),
    );
    const sentBefore = args.onSave.mock.calls.flatMap(([entries]) =>
      entries.map((e) => e.student_id),
    );
    await expect(sentBefore).not.toContain(100);
    await expect(sentBefore).not.toContain(101);
    await userEvent.click(canvas.getByRole('button', { name: 'Save them now' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith([
        expect.objectContaining({ student_id: 100, marks: 95, absent: false }),
        expect.objectContaining({ student_id: 101, marks: null, absent: true }),
      ]),
    );
    await expect(canvas.queryByText(/from your last visit/)).toBeNull();
  },
};

/** Discarding the restored entries shows the server's marks again and sends nothing. */
export const RestoredDraftDiscarded: Story = {
  args: { keepDraft: true },
  beforeEach: keepLastVisit,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(canvas.getByRole('textbox', { name: 'Marks of Ali Raza' })).toHaveValue('88');
    await expect(canvas.getByRole('textbox', { name: 'Marks of Ayesha Khan' })).toHaveValue('74');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The restored entries in Urdu, at phone width. */
export const RestoredDraftUrdu: Story = {
  args: { keepDraft: true },
  beforeEach: keepLastVisit,
  globals: { locale: 'ur', viewport: { value: 'mobile2', isRotated: false } },
};

/** Leaving the page (an in-app link) with entries not saved asks first. */
export const LeaveWarning: Story = { args: { leaving: true, onLeave: fn(), onStay: fn() } };

export const Locked: Story = {
  args: { sheet: { ...marksSheetFixture, editable: false, is_published: true } },
};

export const Loading: Story = { args: { sheet: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: {
    sheet: null,
    error:
      'Only the teacher of this subject in this section or an administrator can enter its marks.',
  },
};
