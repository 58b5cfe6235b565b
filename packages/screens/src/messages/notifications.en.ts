// English: the inbox, the bell and announcements (issue 18, branch issue-18). A chunk of its own
// (notifications.ur.ts is the Urdu), read with useNotificationsMessages().
const messages = {
  bell: {
    label: 'Notifications',
    unread: '{count, plural, one {# unread notification} other {# unread notifications}}',
  },
  inbox: {
    title: 'Notifications',
    intro: 'Messages from your school and about your courses.',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    unreadBadge: 'New',
    empty: 'No notifications yet.',
    emptyHint: 'Announcements, absence alerts, fee vouchers and results will appear here.',
    error: 'The notifications could not be loaded.',
    retry: 'Try again',
    open: 'Open',
    previous: 'Newer',
    next: 'Older',
  },
  announcements: {
    title: 'Announcements',
    intro:
      'Post a notice to the whole school, a class or a section. It reaches their inboxes and the channels your school has switched on.',
    formTitle: 'New announcement',
    titleLabel: 'Title',
    bodyLabel: 'Message',
    scopeLabel: 'Send to',
    scopeSchool: 'The whole school',
    scopeClasses: 'Classes',
    scopeSections: 'Sections',
    classesLabel: 'Classes',
    sectionsLabel: 'Sections',
    audienceLabel: 'Who receives it',
    toParents: 'Parents',
    toStudents: 'Students',
    toStaff: 'Staff',
    whenLabel: 'When',
    now: 'Now',
    later: 'At a time',
    publishAtLabel: 'Date and time (Pakistan time)',
    submit: 'Post announcement',
    submitting: 'Posting…',
    posted:
      'Announcement posted. It is on its way to {count, plural, one {# recipient} other {# recipients}}.',
    scheduled: 'Announcement scheduled.',
    listTitle: 'Posted announcements',
    empty: 'No announcements yet.',
    status: { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' },
    recipients: '{count, plural, one {# recipient} other {# recipients}}',
    error: 'The announcements could not be loaded.',
    required: 'Write a title and a message.',
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type NotificationsMessages = Widen<typeof messages>;
export default messages as NotificationsMessages;
