import { defineMessages } from '../../http/i18n/messages.js';
// The sentences the school certificates answer with (each 4xx has its `detail`).
export const SCHOOL_CERTIFICATE_MESSAGES = defineMessages('school-certificates', {
  adminsOnly: {
    en: 'Only the school office (administrators) can issue and revoke certificates.',
    ur: 'سرٹیفکیٹ صرف اسکول کا دفتر (ایڈمن) جاری اور منسوخ کر سکتا ہے۔',
  },
  studentNotFound: { en: 'Student not found.', ur: 'طالب علم نہیں ملا۔' },
  notFound: { en: 'Certificate not found.', ur: 'سرٹیفکیٹ نہیں ملا۔' },
  leavingDate: {
    en: 'Enter the date the student leaves the school.',
    ur: 'وہ تاریخ درج کریں جب طالب علم اسکول چھوڑ رہا ہے۔',
  },
  leavingDateFuture: {
    en: 'The leaving date cannot be after today.',
    ur: 'اسکول چھوڑنے کی تاریخ آج کے بعد کی نہیں ہو سکتی۔',
  },
  leavingDateBeforeAdmission: {
    en: 'The leaving date cannot be before the admission date.',
    ur: 'اسکول چھوڑنے کی تاریخ داخلے کی تاریخ سے پہلے کی نہیں ہو سکتی۔',
  },
  reason: { en: 'Enter the reason for leaving.', ur: 'اسکول چھوڑنے کی وجہ درج کریں۔' },
  remarks: {
    en: 'Enter the remarks on the student’s conduct.',
    ur: 'طالب علم کے کردار کے بارے میں تاثرات درج کریں۔',
  },
  notForKind: {
    en: 'Only a leaving certificate has a leaving date and a reason.',
    ur: 'اسکول چھوڑنے کی تاریخ اور وجہ صرف اسکول چھوڑنے کے سرٹیفکیٹ میں ہوتی ہے۔',
  },
  remarksNotForKind: {
    en: 'Only a character certificate has remarks.',
    ur: 'تاثرات صرف کردار کے سرٹیفکیٹ میں ہوتے ہیں۔',
  },
  duplicateLeaving: {
    en: 'This student already has a valid school leaving certificate. Revoke it before issuing another.',
    ur: 'اس طالب علم کا اسکول چھوڑنے کا ایک درست سرٹیفکیٹ پہلے سے موجود ہے۔ دوسرا جاری کرنے سے پہلے اسے منسوخ کریں۔',
  },
  duplicateCharacter: {
    en: 'This student already has a valid character certificate. Revoke it before issuing another.',
    ur: 'اس طالب علم کا کردار کا ایک درست سرٹیفکیٹ پہلے سے موجود ہے۔ دوسرا جاری کرنے سے پہلے اسے منسوخ کریں۔',
  },
  alreadyRevoked: {
    en: 'This certificate is already revoked.',
    ur: 'یہ سرٹیفکیٹ پہلے ہی منسوخ ہو چکا ہے۔',
  },
});

/** The refusal of a second valid certificate, by the certificate's kind. */
export const DUPLICATE_CERTIFICATE = {
  leaving: SCHOOL_CERTIFICATE_MESSAGES.duplicateLeaving,
  character: SCHOOL_CERTIFICATE_MESSAGES.duplicateCharacter,
} as const;
