import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BankImportPreview } from '@watni/api-client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportQuestionsDialog, type ImportQuestionsDialogProps } from './BankFiles';

const GIFT = `// [tag:crops]
Which crop is sown in Punjab in November? {
\t~Rice
\t=Wheat
\t~Cotton
}

Wheat needs more water than rice. {FALSE}

Match these. {=Wheat -> Rabi =Rice -> Kharif}

When was the Indus Basin Treaty signed? {#1960}
`;

const question = (
  line: number,
  type: BankImportPreview['questions'][number]['question_type'],
  text: string,
) => ({
  line,
  question_text: text,
  question_type: type,
  options: {},
  points: 1,
  correct_answer: null,
  accepted_answers: [],
  tags: ['crops'],
});

const withProblems: BankImportPreview = {
  format: 'gift',
  questions: [
    question(2, 'multiple_choice', 'Which crop is sown in Punjab in November?'),
    question(8, 'true_false', 'Wheat needs more water than rice.'),
  ],
  problems: [
    { line: 10, code: 'unsupported_type', message: 'Matching questions (->) are not supported.' },
    {
      line: 12,
      code: 'unsupported_type',
      message: 'Numerical questions ({#...}) are not supported.',
    },
  ],
};

const clean: BankImportPreview = {
  format: 'gift',
  questions: [
    question(2, 'multiple_choice', 'Which crop is sown in Punjab in November?'),
    question(8, 'true_false', 'Wheat needs more water than rice.'),
    question(10, 'short_answer', 'Name the river that waters most of Punjab’s wheat.'),
    question(12, 'essay', 'Explain why crop rotation keeps soil healthy.'),
  ],
  problems: [],
};

/** Holds the format and text like the container. */
function Stateful(props: ImportQuestionsDialogProps) {
  const [format, setFormat] = useState(props.format);
  const [text, setText] = useState(props.text);
  return (
    <ImportQuestionsDialog
      {...props}
      format={format}
      onFormatChange={setFormat}
      text={text}
      onTextChange={setText}
    />
  );
}

const meta = {
  title: 'Screens/Staff/QuestionBank/ImportDialog',
  component: Stateful,
  parameters: { layout: 'fullscreen' },
  args: {
    format: 'gift',
    onFormatChange: fn(),
    text: GIFT,
    onTextChange: fn(),
    onFile: fn(),
    tags: '',
    onTagsChange: fn(),
    onCheck: fn(),
    preview: null,
    onImport: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the check: format, file or pasted text, tags. */
export const Empty: Story = { args: { text: '' } };

export const Checking: Story = { args: { checking: true } };

/** Problems named by line; no Import button until the file has none. */
export const WithProblems: Story = {
  args: { preview: withProblems },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // In the document rather than visible: the dialog may still be fading in.
    await expect(
      await body.findByText('2 problems to correct before importing'),
    ).toBeInTheDocument();
    await expect(body.getByText('Line 10')).toBeInTheDocument();
    await expect(body.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  },
};

/** A clean file: every question by line and type, then Import. */
export const Ready: Story = {
  args: { preview: clean },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Import 4 questions' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** Sent to the job queue; another heavy job of the school is still running. */
export const Queued: Story = {
  args: { preview: clean, importing: true, queued: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = await body.findByRole('button', { name: /Waiting for its turn/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Taken from the queue and writing. */
export const Importing: Story = { args: { preview: clean, importing: true } };

export const UrduQueued: Story = {
  args: { preview: clean, importing: true, queued: true },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('اپنی باری کا انتظار…')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: {
    preview: clean,
    error:
      'The questions could not be imported: The file cannot be imported: it has 1 problems, the first on line 10. Check it with the preview.',
  },
};

export const Urdu: Story = { args: { preview: withProblems }, globals: { locale: 'ur' } };
export const UrduReady: Story = { args: { preview: clean }, globals: { locale: 'ur' } };

const packageProblems: BankImportPreview = {
  format: 'qti3',
  questions: [
    {
      ...question(2, 'multiple_choice', 'Which crop is sown in Punjab in November?'),
      file: 'items/q101.xml',
    },
    { ...question(2, 'true_false', 'Wheat needs more water than rice.'), file: 'items/q102.xml' },
  ],
  problems: [
    {
      file: 'imsmanifest.xml',
      line: 19,
      code: 'package',
      message: 'The manifest names items/q103.xml, which is not in the package.',
    },
    {
      file: 'items/q104.xml',
      line: 2,
      code: 'unsupported_type',
      message: 'The interaction qti-match-interaction is not supported.',
    },
  ],
};

/** A QTI 3.0 package chosen (a .zip): its name instead of the text; problems by file and line. */
export const Qti3Package: Story = {
  args: {
    format: 'qti3',
    text: '',
    packageName: 'question-bank-matric-physics.qti3.zip',
    onClearPackage: fn(),
    preview: packageProblems,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('\u2066imsmanifest.xml\u2069, line 19')).toBeInTheDocument();
    await expect(body.getByText('\u2066items/q101.xml\u2069, line 2')).toBeInTheDocument();
    await expect(body.getByRole('radio', { name: 'QTI 3.0 (package or item)' })).toBeChecked();
    await expect(body.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  },
};

export const UrduQti3Package: Story = {
  ...Qti3Package,
  play: undefined,
  globals: { locale: 'ur' },
};
