// English: the contact page. A chunk of its own, loaded with the page.
const messages = {
  meta: {
    title: 'Contact Watni | Sales, training and support in Lahore',
    description:
      'Contact Watni in Lahore: sales, training admissions and support. Email info@watni.pk or call +92 42 3578 1200, or send us a message and we will reply within one working day.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to Watni',
    subtitle:
      'Questions about a course, a Watni Nexus plan, a project or a product? Send us a message and the right person will reply within one working day.',
  },
  form: {
    title: 'Send us a message',
    intro: 'Fields marked with * are required.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'So that we can call you back',
    organization: 'Organisation',
    organizationHint: 'School, company or institution',
    subject: 'Subject',
    subjectHint: 'For example: Watni Nexus demo, training fees, dehydrator quotation',
    message: 'Message',
    messageHint: 'Tell us what you need and, if you can, your timeline and budget.',
    submit: 'Send message',
    submitting: 'Sending…',
    errorSummary: 'Please correct the following:',
    failed: 'Your message could not be sent. Please try again, or email info@watni.pk.',
  },
  validation: {
    nameRequired: 'Enter your name.',
    nameTooLong: 'Your name must be 200 characters or fewer.',
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    emailTooLong: 'Your email address must be 254 characters or fewer.',
    phoneTooLong: 'The phone number must be 30 characters or fewer.',
    phoneInvalid: 'Use only digits, spaces and + - ( ) in the phone number.',
    organizationTooLong: 'The organisation name must be 200 characters or fewer.',
    subjectRequired: 'Enter a subject.',
    subjectTooLong: 'The subject must be 200 characters or fewer.',
    messageRequired: 'Enter your message.',
    messageTooLong: 'Your message must be 5,000 characters or fewer.',
  },
  success: {
    title: 'Thank you, your message has been sent',
    text: 'We have received your enquiry and will reply to {email} within one working day. For anything urgent, call us on +92 42 3578 1200.',
    another: 'Send another message',
  },
  details: {
    title: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    mobile: 'Mobile and WhatsApp',
    address: 'Office',
    hours: 'Office hours',
  },
  departments: {
    title: 'Who will answer',
    items: [
      {
        title: 'Sales',
        text: 'Watni Nexus plans, service projects, product quotations and bulk orders.',
      },
      {
        title: 'Admissions',
        text: 'Certification programmes, live training packages and team training.',
      },
      {
        title: 'Support',
        text: 'Help for Watni Nexus customers and product warranty claims.',
      },
    ],
  },
};

export type ContactMessages = typeof messages;
export default messages;
