// English: the Privacy Policy page (its head; the text is in legal.ts). A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Privacy Policy | Watni',
    description:
      'How Watni collects, uses, shares and protects personal data across the Watni website, learning portal, Watni Nexus cloud suite and products, and the choices you have.',
  },
};

export type PrivacyMessages = typeof messages;
export default messages;
