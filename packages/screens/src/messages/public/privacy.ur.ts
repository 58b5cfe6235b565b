// اردو: the Privacy Policy page (its head; the text is in legal.ts). Same shape and ICU arguments as privacy.en.ts.
import type { PrivacyMessages } from './privacy.en';

const messages: PrivacyMessages = {
  meta: {
    title: 'پرائیویسی پالیسی | Watni',
    description:
      'Watni اپنی ویب سائٹ، لرننگ پورٹل، Watni Nexus کلاؤڈ سویٹ اور مصنوعات میں ذاتی ڈیٹا کیسے جمع، استعمال، شیئر اور محفوظ کرتا ہے، اور آپ کے پاس کیا اختیارات ہیں۔',
  },
};

export default messages;
