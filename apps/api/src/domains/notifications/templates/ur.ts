import type { TemplateCatalogue } from '../events.js';

/** Urdu wording of every notification, as a Pakistani parent reads it (not word for word). */
export const ur: TemplateCatalogue = {
  absence: {
    title: '{student_name} آج غیر حاضر رہے',
    body: '{student_name} کو {date} کو غیر حاضر درج کیا گیا ہے۔ اگر یہ غیر متوقع ہے تو براہِ کرم اسکول سے رابطہ کریں۔',
    sms: '{school_name}: {student_name} {date} کو غیر حاضر تھے۔',
    whatsapp: { name: 'watni_absence', params: ['student_name', 'date', 'school_name'] },
  },
  voucher_issued: {
    title: '{student_name} کا فیس واؤچر',
    body: '{student_name} ({month}) کا {amount} روپے کا فیس واؤچر جاری ہو گیا ہے، آخری تاریخ {due_date} ہے۔',
    sms: '{school_name}: {student_name} کی فیس {amount} روپے، آخری تاریخ {due_date}۔',
    whatsapp: {
      name: 'watni_voucher_issued',
      params: ['student_name', 'amount', 'due_date', 'school_name'],
    },
  },
  fee_overdue: {
    title: '{student_name} کی فیس واجب الادا ہے',
    body: '{student_name} کی {amount} روپے فیس کی آخری تاریخ {due_date} تھی، اور یہ ابھی تک ادا نہیں ہوئی۔',
    sms: '{school_name}: {student_name} کی {amount} روپے فیس {due_date} سے واجب الادا ہے۔',
    whatsapp: {
      name: 'watni_fee_overdue',
      params: ['student_name', 'amount', 'due_date', 'school_name'],
    },
  },
  fee_paid: {
    title: '{student_name} کی فیس وصول ہو گئی',
    body: '{student_name} کی {amount} روپے فیس (واؤچر {voucher_no}) {date} کو وصول ہو گئی ہے۔ رسید نمبر {receipt_no}۔',
    sms: '{school_name}: {student_name} کی {amount} روپے فیس وصول ہو گئی، رسید {receipt_no}۔',
    whatsapp: {
      name: 'watni_fee_paid',
      params: ['student_name', 'amount', 'receipt_no', 'school_name'],
    },
  },
  results_published: {
    title: '{exam_name} کا نتیجہ آ گیا ہے',
    body: '{student_name} کا {exam_name} کا نتیجہ جاری کر دیا گیا ہے۔ رپورٹ کارڈ دیکھنے کے لیے سائن اِن کریں۔',
    sms: '{school_name}: {student_name} کا {exam_name} کا نتیجہ آ گیا ہے۔',
    whatsapp: {
      name: 'watni_results_published',
      params: ['student_name', 'exam_name', 'school_name'],
    },
  },
  enrolment_decided: {
    title:
      '{decision, select, approved {داخلہ منظور: {course_title}} other {داخلہ منظور نہیں ہوا: {course_title}}}',
    body: '{decision, select, approved {{course_title} میں آپ کا داخلہ منظور ہو گیا ہے۔ اب آپ پڑھائی شروع کر سکتے ہیں۔} other {{course_title} میں آپ کا داخلہ منظور نہیں ہوا۔}}',
    sms: '{decision, select, approved {داخلہ منظور: {course_title}} other {داخلہ منظور نہیں ہوا: {course_title}}}',
    whatsapp: { name: 'watni_enrolment_decided', params: ['course_title', 'decision'] },
  },
  quiz_graded: {
    title: 'کوئز کی جانچ مکمل: {quiz_title}',
    body: '{quiz_title} میں آپ کے جوابات جانچ لیے گئے ہیں: {score}۔',
    sms: 'کوئز {quiz_title} کا نتیجہ: {score}',
    whatsapp: { name: 'watni_quiz_graded', params: ['quiz_title', 'score'] },
  },
  announcement: {
    title: '{title}',
    body: '{body}',
    sms: '{school_name}: {title}۔ {body}',
    whatsapp: { name: 'watni_announcement', params: ['school_name', 'title', 'body'] },
  },
  password_reset: {
    title: 'اپنا واٹنی پاس ورڈ دوبارہ بنائیں',
    body: 'آپ کا پاس ورڈ دوبارہ بنانے کی درخواست آئی ہے۔ ایک گھنٹے کے اندر یہ لنک کھول کر نیا پاس ورڈ چنیں: {link}',
    sms: 'واٹنی پاس ورڈ: {link}',
    whatsapp: { name: 'watni_password_reset', params: ['link'] },
  },
  parent_invitation: {
    title: '{school_name} کی جانب سے واٹنی پر دعوت',
    body: 'واٹنی پر {school_name} میں اپنے بچوں کی پڑھائی سے باخبر رہیں۔ آپ کا دعوتی کوڈ {code} ہے؛ اکاؤنٹ بنانے کے لیے {link} کھولیں۔',
    sms: '{school_name} کی جانب سے واٹنی کی دعوت۔ کوڈ: {code} {link}',
    whatsapp: { name: 'watni_parent_invitation', params: ['school_name', 'code'] },
  },
  password_reset_code: {
    title: 'آپ کا واٹنی پاس ورڈ کوڈ',
    body: 'نیا واٹنی پاس ورڈ چننے کے لیے آپ کا کوڈ {code} ہے۔ یہ {minutes} منٹ تک کام کرے گا۔ یہ کوڈ کسی کو نہ بتائیں۔',
    sms: 'واٹنی کوڈ {code}: {minutes} منٹ میں نیا پاس ورڈ چنیں۔ کسی کو نہ بتائیں۔',
    whatsapp: { name: 'watni_password_reset_code', params: ['code', 'minutes'] },
  },
  diary_digest: {
    title: '{student_name} کی ڈائری، {date}',
    body: '{date} کو {student_name} کے لیے {count, plural, one {ڈائری کا ایک اندراج} other {ڈائری کے # اندراجات}}: {subjects}۔ ڈائری پڑھنے کے لیے سائن اِن کریں۔',
    sms: '{school_name}: {student_name} کی ڈائری {date}: {subjects}۔',
    whatsapp: {
      name: 'watni_diary_digest',
      params: ['student_name', 'date', 'subjects', 'school_name'],
    },
  },
  datesheet_published: {
    title: '{exam_name} کی ڈیٹ شیٹ',
    body: '{student_name} کے لیے {exam_name} کی ڈیٹ شیٹ جاری ہو گئی ہے: پہلا پرچہ {date} کو ہے۔ ہر پرچے کا وقت اور کمرہ دیکھنے کے لیے سائن اِن کریں۔',
    sms: '{school_name}: {student_name} کی {exam_name} ڈیٹ شیٹ جاری، پہلا پرچہ {date}۔',
    whatsapp: {
      name: 'watni_datesheet_published',
      params: ['student_name', 'exam_name', 'date', 'school_name'],
    },
  },
  transport_time_changed: {
    title: '{stop_name} پر آنے کا نیا وقت',
    body: '{route_name}: {student_name} کے لیے وین اب {stop_name} پر {time} بجے آئے گی (پاکستانی وقت)۔',
    sms: '{school_name}: {student_name} کی وین ({route_name}) اب {stop_name} پر {time} بجے آئے گی۔',
    whatsapp: {
      name: 'watni_transport_time_changed',
      params: ['student_name', 'route_name', 'stop_name', 'time', 'school_name'],
    },
  },
};
