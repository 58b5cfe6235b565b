import { defineMessages } from '../../http/i18n/messages.js';
// The sentences of the assessments service (its 4xx `detail`s).
export const ASSESSMENT_MESSAGES = defineMessages('assessments', {
  notFound: { en: 'Assessment not found.', ur: 'جائزہ نہیں ملا۔' },
  questionNotFound: { en: 'Question not found.', ur: 'سوال نہیں ملا۔' },
  answersStaffOnly: {
    en: 'Only the course teacher or an administrator can see the correct answers.',
    ur: 'درست جوابات صرف کورس کے استاد یا ایڈمن دیکھ سکتے ہیں۔',
  },
  hasSubmissions: {
    en: 'This assessment already has submissions, so it cannot be deleted: learners keep their results. Unpublish it instead.',
    ur: 'اس جائزے کے جوابات جمع ہو چکے ہیں، اس لیے اسے حذف نہیں کیا جا سکتا: طلبہ کے نتائج محفوظ رہتے ہیں۔ اس کے بجائے اس کی اشاعت واپس لے لیں۔',
  },
  optionsNeeded: {
    en: 'A multiple-choice question needs at least two options.',
    ur: 'کثیر انتخابی سوال کے لیے کم از کم دو آپشن ضروری ہیں۔',
  },
  optionBlank: { en: 'Options must not be blank.', ur: 'آپشن خالی نہیں ہو سکتے۔' },
  correctOption: {
    en: 'correct_answer must be one of the option letters: {keys}.',
    ur: 'correct_answer آپشن کے حروف میں سے ایک ہونا چاہیے: {keys}۔',
  },
  trueFalse: {
    en: "correct_answer of a true/false question must be 'true' or 'false'.",
    ur: "درست/غلط سوال کا correct_answer 'true' یا 'false' ہونا چاہیے۔",
  },
});
