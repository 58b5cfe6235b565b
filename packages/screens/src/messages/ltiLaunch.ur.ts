// اردو: LMS سے آنے والے صفحات (LTI 1.3)۔ Same shape as ltiLaunch.ts.
import type { LtiLaunchMessages } from './ltiLaunch';

const ltiLaunchMessagesUr: LtiLaunchMessages = {
  continueTitle: 'آپ کا کوئز کھل رہا ہے',
  continueIntro: 'آپ کے اسکول کے LMS نے آپ کو یہاں بھیجا ہے۔ آپ کو سائن اِن کیا جا رہا ہے…',
  continueFailedTitle: 'اس لنک کی میعاد ختم ہو گئی ہے',
  continueFailed:
    'LMS کا لنک صرف ایک بار، دو منٹ کے لیے چلتا ہے۔ کوئز اپنے LMS سے دوبارہ کھولیں، یا یہاں سائن اِن کریں۔',
  signIn: 'سائن اِن',
  pickTitle: 'Watni کوئز شامل کریں',
  pickIntro: '{platform} پر اپنے کورس میں شامل کرنے کے لیے کوئز چنیں۔',
  pickLegend: 'آپ کے اسکول کے کوئز',
  pickNone:
    'آپ کے اسکول کا ابھی کوئی شائع شدہ کوئز نہیں۔ Watni میں ایک کوئز شائع کریں، پھر دوبارہ کوشش کریں۔',
  pickFailedTitle: 'اس درخواست کی میعاد ختم ہو گئی ہے',
  pickFailed:
    'LMS کی لنک درخواست صرف ایک بار، دس منٹ کے لیے چلتی ہے۔ اپنے LMS سے دوبارہ شروع کریں۔',
  pickRequired: 'ایک کوئز چنیں۔',
  pickSubmit: 'کورس میں شامل کریں',
  pickSending: 'آپ کے LMS کو بھیجا جا رہا ہے…',
  loading: 'لوڈ ہو رہا ہے…',
  inCourse: 'کورس: {course}',
};

export default ltiLaunchMessagesUr;
