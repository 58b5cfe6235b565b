// English: the Terms of Service page (its head; the text is in legal.ts). A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Terms of Service | Watni',
    description:
      'The terms that apply when you use the Watni website, the Watni Nexus cloud suite, Watni courses and certification programmes, and Watni products.',
  },
};

export type TermsMessages = typeof messages;
export default messages;
