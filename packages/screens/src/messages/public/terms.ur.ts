// اردو: the Terms of Service page (its head; the text is in legal.ts). Same shape and ICU arguments as terms.en.ts.
import type { TermsMessages } from './terms.en';

const messages: TermsMessages = {
  meta: {
    title: 'شرائطِ استعمال | Watni',
    description:
      'وہ شرائط جو Watni ویب سائٹ، Watni Nexus کلاؤڈ سویٹ، Watni کے کورسز اور سرٹیفکیشن پروگراموں، اور Watni کی مصنوعات کے استعمال پر لاگو ہوتی ہیں۔',
  },
};

export default messages;
