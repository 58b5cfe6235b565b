import type { TemplateCatalogue } from '../events.js';

/** English wording of every notification (ICU messages over the event's data). */
export const en: TemplateCatalogue = {
  absence: {
    title: '{student_name} was absent today',
    body: '{student_name} was marked absent on {date}. If this is unexpected, please contact the school.',
    sms: '{school_name}: {student_name} was absent on {date}.',
    whatsapp: { name: 'watni_absence', params: ['student_name', 'date', 'school_name'] },
  },
  voucher_issued: {
    title: 'Fee voucher for {student_name}',
    body: 'A fee voucher of PKR {amount} for {student_name} ({month}) is due on {due_date}.',
    sms: '{school_name}: fee voucher PKR {amount} for {student_name}, due {due_date}.',
    whatsapp: {
      name: 'watni_voucher_issued',
      params: ['student_name', 'amount', 'due_date', 'school_name'],
    },
  },
  fee_overdue: {
    title: 'Fee overdue for {student_name}',
    body: 'The fee of PKR {amount} for {student_name} was due on {due_date} and is still unpaid.',
    sms: '{school_name}: fee PKR {amount} for {student_name} is overdue since {due_date}.',
    whatsapp: {
      name: 'watni_fee_overdue',
      params: ['student_name', 'amount', 'due_date', 'school_name'],
    },
  },
  fee_paid: {
    title: 'Fee received for {student_name}',
    body: 'PKR {amount} for {student_name} (voucher {voucher_no}) was received on {date}. Receipt {receipt_no}.',
    sms: '{school_name}: PKR {amount} received for {student_name}, receipt {receipt_no}.',
    whatsapp: {
      name: 'watni_fee_paid',
      params: ['student_name', 'amount', 'receipt_no', 'school_name'],
    },
  },
  results_published: {
    title: 'Results of {exam_name} are out',
    body: 'The results of {exam_name} for {student_name} have been published. Sign in to see the report card.',
    sms: '{school_name}: {exam_name} results for {student_name} are out.',
    whatsapp: {
      name: 'watni_results_published',
      params: ['student_name', 'exam_name', 'school_name'],
    },
  },
  enrolment_decided: {
    title:
      '{decision, select, approved {Enrolment approved: {course_title}} other {Enrolment not approved: {course_title}}}',
    body: '{decision, select, approved {Your enrolment in {course_title} has been approved. You can start learning now.} other {Your enrolment in {course_title} was not approved.}}',
    sms: '{decision, select, approved {Enrolment approved: {course_title}} other {Enrolment not approved: {course_title}}}',
    whatsapp: { name: 'watni_enrolment_decided', params: ['course_title', 'decision'] },
  },
  quiz_graded: {
    title: 'Quiz graded: {quiz_title}',
    body: 'Your answers to {quiz_title} have been graded: {score}.',
    sms: 'Quiz {quiz_title} graded: {score}.',
    whatsapp: { name: 'watni_quiz_graded', params: ['quiz_title', 'score'] },
  },
  announcement: {
    title: '{title}',
    body: '{body}',
    sms: '{school_name}: {title}. {body}',
    whatsapp: { name: 'watni_announcement', params: ['school_name', 'title', 'body'] },
  },
  password_reset: {
    title: 'Reset your Watni password',
    body: 'Someone asked to reset your password. Open this link within one hour to choose a new one: {link}',
    sms: 'Watni password reset: {link}',
    whatsapp: { name: 'watni_password_reset', params: ['link'] },
  },
  parent_invitation: {
    title: '{school_name} invites you to Watni',
    body: 'Follow your children at {school_name} on Watni. Your invitation code is {code}; open {link} to create your account.',
    sms: '{school_name} invites you to Watni. Code: {code} {link}',
    whatsapp: { name: 'watni_parent_invitation', params: ['school_name', 'code'] },
  },
  password_reset_code: {
    title: 'Your Watni password code',
    body: 'Your code to choose a new Watni password is {code}. It works for {minutes} minutes. Do not share it with anyone.',
    sms: 'Watni code {code}: choose a new password within {minutes} min. Do not share it.',
    whatsapp: { name: 'watni_password_reset_code', params: ['code', 'minutes'] },
  },
  diary_digest: {
    title: 'Diary for {student_name}, {date}',
    body: '{count, plural, one {One diary entry} other {# diary entries}} for {student_name} on {date}: {subjects}. Sign in to read the diary.',
    sms: '{school_name}: {student_name} diary {date}: {subjects}.',
    whatsapp: {
      name: 'watni_diary_digest',
      params: ['student_name', 'date', 'subjects', 'school_name'],
    },
  },
  datesheet_published: {
    title: 'Datesheet of {exam_name}',
    body: 'The datesheet of {exam_name} for {student_name} is out: the first paper is on {date}. Sign in to see every paper with its time and room.',
    sms: '{school_name}: {exam_name} datesheet for {student_name} is out, first paper {date}.',
    whatsapp: {
      name: 'watni_datesheet_published',
      params: ['student_name', 'exam_name', 'date', 'school_name'],
    },
  },
  transport_time_changed: {
    title: 'New pickup time at {stop_name}',
    body: '{route_name}: the van now comes to {stop_name} at {time} (Pakistan time) for {student_name}.',
    sms: '{school_name}: {student_name}’s van ({route_name}) now comes to {stop_name} at {time}.',
    whatsapp: {
      name: 'watni_transport_time_changed',
      params: ['student_name', 'route_name', 'stop_name', 'time', 'school_name'],
    },
  },
};
