import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { AnnouncementsView } from './Announcements';

const classes = [
  {
    id: 5,
    name: 'Class 5',
    order_index: 5,
    sections: [
      { id: 51, name: 'A', class_id: 5, class_teacher_id: null, student_count: 30 },
      { id: 52, name: 'B', class_id: 5, class_teacher_id: null, student_count: 28 },
    ],
    subjects: [],
  },
  { id: 4, name: 'Class 4', order_index: 4, sections: [], subjects: [] },
] as never;

const announcements = [
  {
    id: 2,
    title: 'کل اسکول بند رہے گا',
    body: 'شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
    scope: 'classes',
    class_ids: [5],
    section_ids: [],
    to_students: false,
    to_parents: true,
    to_staff: false,
    publish_at: '2026-03-02T04:00:00.000Z',
    status: 'sent',
    recipients: 58,
    sent_at: '2026-03-02T04:00:05.000Z',
    created_by_name: 'Ayesha Siddiqui',
    created_at: '2026-03-02T04:00:00.000Z',
  },
  {
    id: 1,
    title: 'Sports day',
    body: 'Sports day is on Friday. Students come in sports kit.',
    scope: 'school',
    class_ids: [],
    section_ids: [],
    to_students: true,
    to_parents: true,
    to_staff: true,
    publish_at: '2026-03-06T03:00:00.000Z',
    status: 'scheduled',
    recipients: 0,
    sent_at: null,
    created_by_name: 'Ayesha Siddiqui',
    created_at: '2026-03-01T04:00:00.000Z',
  },
] as never as import('@watni/api-client').Schemas['Announcement'][];

const meta = {
  title: 'Screens/School/Announcements',
  component: AnnouncementsView,
  decorators: [withRouter],
  args: {
    classes,
    isAdmin: true,
    announcements,
    listStatus: 'ready',
    submitting: false,
    error: null,
    posted: null,
    onSubmit: fn(),
    onPreview: fn(),
  },
} satisfies Meta<typeof AnnouncementsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {};
export const AsTeacher: Story = { args: { isAdmin: false } };
export const Loading: Story = { args: { listStatus: 'loading', announcements: [] } };
export const Empty: Story = { args: { announcements: [] } };
export const ErrorState: Story = {
  args: {
    listStatus: 'error',
    error: 'Teachers can post announcements only to the sections they teach.',
  },
};
export const Posted: Story = {
  args: { posted: announcements[0] ?? null },
};

const preview = {
  languages: [
    {
      language: 'ur',
      sms: {
        text: 'اقبال پبلک اسکول: کل اسکول بند رہے گا۔ محترم والدین، شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
        encoding: 'ucs2',
        characters: 96,
        segments: 2,
      },
      whatsapp: {
        template: 'watni_announcement',
        language_code: 'ur',
        params: [
          'اقبال پبلک اسکول',
          'کل اسکول بند رہے گا',
          'محترم والدین، شدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
        ],
        free_text: 'کل اسکول بند رہے گا\n\nمحترم والدین،\nشدید بارش کی وجہ سے کل اسکول بند رہے گا۔',
      },
    },
    {
      language: 'en',
      sms: {
        text: 'Iqbal Public School: School closed tomorrow. Dear parents, school is closed tomorrow because of heavy rain.',
        encoding: 'gsm7',
        characters: 108,
        segments: 1,
      },
      whatsapp: {
        template: 'watni_announcement',
        language_code: 'en',
        params: [
          'Iqbal Public School',
          'School closed tomorrow',
          'Dear parents, school is closed tomorrow because of heavy rain.',
        ],
        free_text:
          'School closed tomorrow\n\nDear parents,\nschool is closed tomorrow because of heavy rain.',
      },
    },
  ],
  audience: { guardians: 58, by_whatsapp: 41, by_sms: 15, unreachable: 2 },
  cost: {
    sms_segments: 30,
    sms_rate_paisa: 45,
    whatsapp_messages: 41,
    whatsapp_rate_paisa: 120,
    total_pkr: 63,
  },
} as import('@watni/api-client').Schemas['AnnouncementPreview'];

/** The preview before posting: each language's SMS (segments) and WhatsApp message, and the cost. */
export const Preview: Story = { args: { preview } };
/** Prices not set under Messaging: the preview says where to set them. */
export const PreviewWithoutPrices: Story = {
  args: {
    preview: {
      ...preview,
      cost: { ...preview.cost, sms_rate_paisa: null, whatsapp_rate_paisa: null, total_pkr: null },
    },
  },
};
export const PreviewLoading: Story = { args: { previewStatus: 'loading' } };
export const PreviewError: Story = { args: { previewStatus: 'error' } };
/** Just posted: the queue has not sent it yet, so no count is given (never "0 recipients"). */
export const PostedSending: Story = {
  args: {
    posted: {
      ...announcements[0]!,
      status: 'scheduled',
      publish_at: '2026-01-01T00:00:00.000Z',
      recipients: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/It is being sent now/)).toBeVisible();
  },
};

/** The audience counted at posting: the real number before the queue has sent anything. */
export const PostedWithCount: Story = {
  args: {
    posted: { ...announcements[0]!, status: 'scheduled', recipients: 0, audience_size: 42 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/on its way to 42 recipients/)).toBeVisible();
  },
};

/** Nobody in the chosen audience: said so, not "0 recipients". */
export const PostedNoOne: Story = {
  args: {
    posted: { ...announcements[0]!, status: 'scheduled', recipients: 0, audience_size: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no one matched/)).toBeVisible();
    await expect(canvas.queryByText(/0 recipients/)).toBeNull();
  },
};
