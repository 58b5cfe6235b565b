// اردو: LTI 1.3 (اسکول کی ترتیبات)۔ Same shape as lti.ts.
import type { LtiMessages } from './lti';

const ltiMessagesUr: LtiMessages = {
  title: 'LMS (LTI 1.3)',
  description:
    'Moodle یا Canvas جیسے LMS کو اجازت دیں کہ وہ اپنے طلبہ کے لیے Watni کوئز کھولے اور ان کے نمبر وصول کرے۔',
  loading: 'لوڈ ہو رہا ہے…',
  loadFailed: 'LMS پلیٹ فارم لوڈ نہیں ہو سکے۔',
  retry: 'دوبارہ کوشش کریں',
  listHeading: 'رجسٹر شدہ پلیٹ فارم',
  none: 'ابھی کوئی پلیٹ فارم رجسٹر نہیں۔',
  toolHeading: 'یہ پلیٹ فارم پر درج کریں',
  loginUrl: 'لاگ اِن شروع کرنے کا URL',
  launchUrl: 'لانچ URL',
  deepLinkingUrl: 'مواد چننے (ڈیپ لنکنگ) کا URL',
  jwksUrl: 'عوامی کلیدوں (JWKS) کا URL',
  issuer: 'جاری کنندہ',
  clientId: 'کلائنٹ ID',
  deployments: 'ڈیپلائمنٹ ID',
  remove: 'ہٹائیں',
  removeLabel: 'ہٹائیں: {name}',
  removeTitle: '{name} ہٹائیں؟',
  removeMessage: 'اس پلیٹ فارم سے لانچ فوراً بند ہو جائیں گے۔ طلبہ کے Watni اکاؤنٹ باقی رہیں گے۔',
  cancel: 'منسوخ کریں',
  addHeading: 'پلیٹ فارم رجسٹر کریں',
  addHint: 'یہ قدریں پلیٹ فارم کی LTI 1.3 ٹول رجسٹریشن سے نقل کریں۔',
  name: 'نام',
  authLoginUrl: 'تصدیقی درخواست کا URL',
  tokenUrl: 'رسائی ٹوکن کا URL',
  platformJwksUrl: 'پلیٹ فارم کی عوامی کلیدوں (JWKS) کا URL',
  deploymentsHint: 'ایک یا زیادہ، کاما سے الگ۔',
  register: 'رجسٹر کریں',
  registering: 'رجسٹر ہو رہا ہے…',
  required: 'ہر خانہ پُر کریں۔',
};

export default ltiMessagesUr;
