// اردو: page titles and descriptions outside the console. Same shape as routes.ts.
import type { Translation } from './bind';
import type { RouteSource } from './routes';

const routesUr: Translation<RouteSource> = {
  login: { title: 'سائن اِن | Watni', description: 'اپنے Watni اکاؤنٹ میں سائن اِن کریں۔' },
  register: { title: 'رجسٹریشن | Watni', description: 'Watni پر اپنا اکاؤنٹ بنائیں۔' },
  forgotPassword: {
    title: 'پاس ورڈ بھول گئے | Watni',
    description: 'اپنے اکاؤنٹ کا پاس ورڈ دوبارہ بنائیں۔',
  },
  resetPassword: { title: 'نیا پاس ورڈ | Watni', description: 'نیا پاس ورڈ منتخب کریں۔' },
  courses: { title: 'کورسز | Watni', description: 'کورسز دیکھیں اور داخلہ لیں۔' },
  enroll: { title: 'داخلہ | Watni', description: 'Watni کے کورس میں داخلہ لیں۔' },
  lessons: { title: 'اسباق | Watni', description: 'کورس کے اسباق۔' },
  dashboard: { title: 'ڈیش بورڈ | Watni', description: 'آپ کا Watni ڈیش بورڈ۔' },
  profile: { title: 'پروفائل | Watni', description: 'آپ کا Watni پروفائل۔' },
  lesson: { title: 'سبق | Watni', description: 'آپ کے کورس کا ایک سبق۔' },
  quiz: { title: 'کوئز | Watni', description: 'اپنے کورس کا کوئز دیں۔' },
  parentInvite: {
    title: 'والدین کا اکاؤنٹ | Watni',
    description: 'اسکول کے دیے ہوئے کوڈ سے والدین کا اکاؤنٹ بنائیں۔',
  },
};

export default routesUr;
