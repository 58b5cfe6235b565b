// اردو: the contact page. Same shape and ICU arguments as contact.en.ts.
import type { ContactMessages } from './contact.en';

const messages: ContactMessages = {
  meta: {
    title: 'Watni سے رابطہ | لاہور میں سیلز، تربیت اور سپورٹ',
    description:
      'لاہور میں Watni سے رابطہ کریں: سیلز، تربیتی داخلے اور سپورٹ۔ info@watni.pk پر ای میل کریں یا ⁦+92 42 3578 1200⁩ پر فون کریں، یا ہمیں پیغام بھیجیں، ہم ایک کاروباری دن کے اندر جواب دیں گے۔',
  },
  hero: {
    eyebrow: 'رابطہ',
    title: 'Watni سے بات کریں',
    subtitle:
      'کسی کورس، Watni Nexus پلان، منصوبے یا پروڈکٹ کے بارے میں سوال ہے؟ ہمیں پیغام بھیجیں، متعلقہ شخص ایک کاروباری دن کے اندر جواب دے گا۔',
  },
  form: {
    title: 'ہمیں پیغام بھیجیں',
    intro: '* والے خانے پُر کرنا ضروری ہے۔',
    name: 'پورا نام',
    email: 'ای میل',
    phone: 'فون',
    phoneHint: 'تاکہ ہم آپ کو فون کر سکیں',
    organization: 'ادارہ',
    organizationHint: 'اسکول، کمپنی یا ادارہ',
    subject: 'موضوع',
    subjectHint: 'مثلاً: Watni Nexus ڈیمو، تربیت کی فیس، ڈی ہائیڈریٹر کی کوٹیشن',
    message: 'پیغام',
    messageHint: 'ہمیں بتائیں آپ کو کیا چاہیے، اور اگر ہو سکے تو اپنا وقت اور بجٹ بھی۔',
    submit: 'پیغام بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
    errorSummary: 'براہِ کرم درج ذیل درست کریں:',
    failed: 'آپ کا پیغام نہیں بھیجا جا سکا۔ دوبارہ کوشش کریں، یا info@watni.pk پر ای میل کریں۔',
  },
  validation: {
    nameRequired: 'اپنا نام لکھیں۔',
    nameTooLong: 'نام 200 حروف سے زیادہ نہیں ہو سکتا۔',
    emailRequired: 'اپنا ای میل ایڈریس لکھیں۔',
    emailInvalid: 'درست ای میل ایڈریس لکھیں، جیسے name@example.com۔',
    emailTooLong: 'ای میل ایڈریس 254 حروف سے زیادہ نہیں ہو سکتا۔',
    phoneTooLong: 'فون نمبر 30 حروف سے زیادہ نہیں ہو سکتا۔',
    phoneInvalid: 'فون نمبر میں صرف ہندسے، خالی جگہ اور + - ( ) استعمال کریں۔',
    organizationTooLong: 'ادارے کا نام 200 حروف سے زیادہ نہیں ہو سکتا۔',
    subjectRequired: 'موضوع لکھیں۔',
    subjectTooLong: 'موضوع 200 حروف سے زیادہ نہیں ہو سکتا۔',
    messageRequired: 'اپنا پیغام لکھیں۔',
    messageTooLong: 'پیغام 5,000 حروف سے زیادہ نہیں ہو سکتا۔',
  },
  success: {
    title: 'شکریہ، آپ کا پیغام بھیج دیا گیا ہے',
    text: 'ہمیں آپ کا پیغام مل گیا ہے اور ہم ایک کاروباری دن کے اندر {email} پر جواب دیں گے۔ کسی فوری کام کے لیے ہمیں ⁦+92 42 3578 1200⁩ پر فون کریں۔',
    another: 'ایک اور پیغام بھیجیں',
  },
  details: {
    title: 'رابطے کی تفصیل',
    email: 'ای میل',
    phone: 'فون',
    mobile: 'موبائل اور واٹس ایپ',
    address: 'دفتر',
    hours: 'دفتری اوقات',
  },
  departments: {
    title: 'جواب کون دے گا',
    items: [
      {
        title: 'سیلز',
        text: 'Watni Nexus پلان، سروس کے منصوبے، مصنوعات کی کوٹیشن اور بڑے آرڈر۔',
      },
      {
        title: 'داخلے',
        text: 'سرٹیفکیشن پروگرام، لائیو تربیت کے پیکیج اور ٹیم ٹریننگ۔',
      },
      {
        title: 'سپورٹ',
        text: 'Watni Nexus کے صارفین کے لیے مدد اور مصنوعات کی وارنٹی کے دعوے۔',
      },
    ],
  },
};

export default messages;
