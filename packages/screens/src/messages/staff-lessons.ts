// Every user-visible sentence of the Manage Lessons screen. Wording in quotes in spec
// sections 2 and 5 is copied exactly ('Failed to save lesson', 'Failed to delete lesson',
// 'No lessons yet. Create your first lesson!', 'Are you sure you want to delete this lesson?');
// the rest is ours.

import type { ContentType } from '@watni/api-client';

import { type Bound, bindMessages, msg } from './bind';

export const staffLessonsSource = {
  title: 'Manage Lessons',
  description: msg<[course: string]>('Lessons of {0}'),
  descriptionLoading: 'Loading course...',
  back: 'Back to courses',
  add: 'Add Lesson',
  editTitle: 'Edit Lesson',
  listLabel: msg<[course: string]>('Lessons of {0}'),
  position: msg<[n: number]>('Lesson {0}'),
  contentTypes: {
    text: 'Text',
    video: 'Video',
    document: 'Document',
    quiz: 'Quiz',
  } satisfies Record<ContentType, string>,
  published: 'Published',
  draft: 'Draft',
  required: 'Required',
  optional: 'Optional',
  minutes: msg<[n: number]>('{0} min'),
  selfPaced: 'Self-paced',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveUpLabel: msg<[title: string]>('Move {0} up'),
  moveDownLabel: msg<[title: string]>('Move {0} down'),
  moved: msg<[title: string, position: number, total: number]>('{0} moved to position {1} of {2}'),
  edit: 'Edit',
  editLabel: msg<[title: string]>('Edit {0}'),
  delete: 'Delete',
  deleteLabel: msg<[title: string]>('Delete {0}'),
  deleteTitle: 'Delete lesson',
  deleteConfirm: 'Are you sure you want to delete this lesson?',
  form: {
    title: 'Title',
    description: 'Description',
    contentType: 'Content type',
    contentUrl: 'Content URL',
    contentUrlHint: {
      video: 'A YouTube or Vimeo link, shown as an embedded player.',
      document: 'A link to the document (PDF, slides...), shown as a download/view link.',
    },
    contentBody: 'Content',
    contentBodyHint: 'Formatted text shown to learners. Links must start with http:// or https://.',
    quizHint: 'Quiz lessons have no content of their own: create the quiz under Manage Quizzes.',
    order: 'Order',
    orderHint: 'Lessons are listed by this number, lowest first.',
    duration: 'Duration (minutes)',
    durationHint: '0 shows as Self-paced.',
    published: 'Published',
    publishedHint: 'Learners see only published lessons.',
    mandatory: 'Required',
    mandatoryHint: 'Required lessons count towards completing the course.',
    required: 'This field is required',
    urlRequired: 'Enter the content URL',
    urlInvalid: 'Enter a URL starting with http:// or https://',
    wholeNumber: 'Enter a whole number of 0 or more',
    submitCreate: 'Add Lesson',
    submitEdit: 'Save Changes',
  },
  editor: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading2: 'Heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkUrl: 'Link URL',
    linkApply: 'Apply link',
    linkRemove: 'Remove link',
    linkCancel: 'Cancel',
    linkInvalid: 'Enter a URL starting with http:// or https://',
    loading: 'Loading editor...',
  },
  created: 'Lesson added',
  updated: 'Lesson updated',
  deleted: 'Lesson deleted',
  saveFailed: 'Failed to save lesson',
  deleteFailed: 'Failed to delete lesson',
  reorderFailed: 'Failed to reorder lessons',
  sessionExpired: 'Session expired. Please login again.',
  errorPrefix: 'Error: ',
  empty: 'No lessons yet. Create your first lesson!',
  invalidCourse: 'Course not found',
} as const;

export type StaffLessonsSource = typeof staffLessonsSource;
export type StaffLessonsMessages = Bound<StaffLessonsSource>;

/** The English messages, bound (screens read them in the user's language: useStaffLessonsMessages()). */
export const staffLessonsMessages: StaffLessonsMessages = bindMessages('en', staffLessonsSource);
