// The long-form legal documents of the public site (Terms of Service, Privacy Policy). Kept apart
// from public.ts because they are long and only their own pages need them: the site loads them
// with those pages, so they never weigh on the other pages' JavaScript. Translated like public.ts.

export const legalMessages = {
  terms: {
    title: 'Terms of Service',
    updated: '1 January 2026',
    intro:
      'These Terms of Service (the “Terms”) govern your use of the Watni website, the Watni learning portal, the Watni Nexus cloud suite, our courses and certification programmes, and our products and services. They form an agreement between you and Watni (Private) Limited, a company incorporated in Pakistan with its office at 45-B Main Boulevard, Gulberg III, Lahore (“Watni”, “we”, “us”). By creating an account or using our services you accept these Terms. If you accept them on behalf of an organisation, you confirm that you are authorised to bind it.',
    sections: [
      {
        id: 'accounts',
        title: '1. Accounts and registration',
        paragraphs: [
          'To register you must give accurate information, including your name and a working email address, and accept these Terms and our Privacy Policy. You must be at least 13 years old; students under 18 need the permission of a parent or guardian, who is responsible for their use of the services.',
          'You are responsible for keeping your password secret and for everything done under your account. Tell us at once at info@watni.pk if you believe your account has been used without your permission.',
          'You may join an organisation that already uses Watni, or ask us to create a new one. Requests for a new organisation are reviewed by our team before the organisation is activated, and we may ask for information that shows you represent it.',
        ],
      },
      {
        id: 'organisations',
        title: '2. Organisations and their data',
        paragraphs: [
          'Each school, academy, training centre or business using Watni Nexus is a separate organisation. The organisation decides who may use its account and is responsible for the data its users enter, including the personal data of students, patients, customers and staff, and for having a lawful basis to process it.',
          'We process an organisation’s data only to provide the services, on its instructions and as described in our Privacy Policy. Each organisation’s data is kept separate from every other organisation’s data.',
        ],
      },
      {
        id: 'acceptable-use',
        title: '3. Acceptable use',
        paragraphs: [
          'You must not use our services to break the law, including the Prevention of Electronic Crimes Act, 2016; to upload content that is unlawful, defamatory, obscene or infringes anyone’s rights; to send spam; to try to access another organisation’s data or another user’s account; to probe, overload or disrupt our systems; or to copy, resell or reverse-engineer the services except where the law allows it.',
          'We may suspend an account that breaks these rules or puts other users at risk. Where we can, we will tell you first and give you a chance to put things right.',
        ],
      },
      {
        id: 'subscriptions',
        title: '4. Watni Nexus subscriptions',
        paragraphs: [
          'Watni Nexus plans are billed monthly or annually in US dollars at the prices shown on our pricing page when you subscribe; rupee figures on our website are a guide only. Every plan starts with a 14-day free trial that needs no credit card. There is no setup fee.',
          'Upgrades and downgrades take effect immediately and the difference is adjusted on your next invoice. You may cancel at any time; you keep access until the end of the period already paid for, and fees already paid are not refunded except where the law requires it or we have failed to provide the service.',
          'If an invoice stays unpaid for 30 days after its due date we may suspend the account after notice. We keep your data for 90 days after an account ends so that you can export it, and then delete it.',
        ],
      },
      {
        id: 'training',
        title: '5. Courses, live training and certification',
        paragraphs: [
          'Programme fees are charged monthly in Pakistani rupees at the rates published on our website when you enrol. You may stop a 12-month programme at the end of any month; months already started are not refunded. Live-training sessions cancelled at least 24 hours in advance can be rescheduled.',
          'A certificate is awarded only when all required modules, projects and assessments are completed to the required standard. Submitting someone else’s work as your own, or cheating in an assessment, leads to withdrawal from the programme without a certificate. Access to a paid course may require approval of your enrolment by the organisation that offers it.',
        ],
      },
      {
        id: 'products',
        title: '6. Products, services and warranty',
        paragraphs: [
          'Products and service projects are supplied on the basis of a written quotation or proposal, which sets out the price, scope, delivery and payment terms and prevails over these Terms where they differ.',
          'Every Watni product carries a 1-year warranty from the date of delivery against defects in materials and workmanship. The warranty covers repair or, at our option, replacement. It does not cover damage from misuse, accidents, power surges without the recommended protection, unauthorised repairs or normal wear. To claim, contact us with your invoice number.',
        ],
      },
      {
        id: 'content',
        title: '7. Intellectual property and your content',
        paragraphs: [
          'The Watni name, logo, software, course materials and product designs belong to Watni or its licensors. We give you a personal, non-transferable right to use them as part of the services you have access to. Course materials are for your own learning and may not be shared or republished.',
          'You keep the rights in the content you or your organisation upload. You give us permission to host, copy and display it only as needed to provide the services to you.',
        ],
      },
      {
        id: 'liability',
        title: '8. Availability and liability',
        paragraphs: [
          'We work to keep the services available and secure, but we cannot promise that they will be uninterrupted or free of errors. Planned maintenance is announced in advance where possible. Enterprise customers may agree a service level agreement (SLA) with specific commitments.',
          'To the extent the law allows, Watni is not liable for indirect or consequential losses, such as loss of profit or data that could have been avoided with reasonable backups, and our total liability for any claim is limited to the fees you paid us in the 12 months before the claim arose. Nothing in these Terms limits liability that cannot be limited by law.',
        ],
      },
      {
        id: 'termination',
        title: '9. Ending the agreement',
        paragraphs: [
          'You may close your account at any time. We may end these Terms or suspend the services if you seriously or repeatedly break them, or if we are required to by law. Sections that by their nature should continue, such as those on liability and intellectual property, continue after the agreement ends.',
        ],
      },
      {
        id: 'law',
        title: '10. Changes, governing law and contact',
        paragraphs: [
          'We may update these Terms as our services change. We will announce material changes by email or in the application at least 14 days before they apply; continuing to use the services after that means you accept them.',
          'These Terms are governed by the laws of the Islamic Republic of Pakistan, and the courts at Lahore have exclusive jurisdiction over any dispute. Before going to court, both sides will try in good faith to resolve a dispute by discussion for at least 30 days.',
          'Questions about these Terms: info@watni.pk, +92 42 3578 1200, or by post to Watni (Private) Limited, 45-B Main Boulevard, Gulberg III, Lahore 54660.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    updated: '1 January 2026',
    intro:
      'This Privacy Policy explains how Watni (Private) Limited (“Watni”, “we”, “us”) collects, uses and protects personal data when you visit our website, use the learning portal or Watni Nexus, attend our training, or buy our products and services. We handle personal data in line with the laws of Pakistan, including the Prevention of Electronic Crimes Act, 2016, and recognised data-protection principles: we collect only what we need, use it only for the purposes we state, keep it secure and delete it when it is no longer needed.',
    sections: [
      {
        id: 'collect',
        title: '1. What we collect',
        paragraphs: [
          'Account data: your name, username, email address, optional phone number, password (stored only as a one-way hash), role and organisation.',
          'Learning data: the courses you enrol in, your enrolment and payment status, the lessons you complete, time spent, quiz answers, scores and certificates.',
          'Organisation data: records that an organisation enters into Watni Nexus, such as student, patient, customer or stock records. For this data the organisation decides what is collected and why, and we process it on its behalf.',
          'Enquiries: what you send us through the contact form, by email or by phone, including your name, email, phone, organisation and message.',
          'Technical data: your IP address, browser type and the pages and features you use, recorded in server logs to keep the services secure and working. We do not use advertising trackers. Your browser stores your sign-in session, your chosen colour theme and your chosen language locally.',
        ],
      },
      {
        id: 'use',
        title: '2. How we use it',
        paragraphs: [
          'We use personal data to create and secure your account; to provide courses, assessments, certificates and Watni Nexus; to review requests for new organisations; to answer enquiries and provide support; to send service emails such as password resets, enrolment decisions and invoices; to prevent fraud and abuse; and to meet our legal obligations.',
          'We send marketing emails only if you have agreed to receive them, and every such email lets you unsubscribe. We do not sell personal data.',
        ],
      },
      {
        id: 'share',
        title: '3. Who we share it with',
        paragraphs: [
          'Your organisation: if you use Watni through a school, academy or business, its administrators and teachers can see your account, enrolments and progress as their role allows.',
          'Service providers who help us run the services, such as hosting, email delivery and payment processing, under contracts that require them to protect the data and use it only on our instructions.',
          'Authorities, when the law requires it, or when necessary to protect the rights, property or safety of our users or the public. We do not share data with anyone else without your consent.',
        ],
      },
      {
        id: 'security',
        title: '4. How we protect it',
        paragraphs: [
          'Data is encrypted in transit, passwords are hashed with a modern algorithm, each organisation’s data is isolated from every other organisation’s data at the database level, and access by our staff is limited to those who need it for their work. We keep backups and test our security regularly. If a breach affects your personal data we will tell you and the relevant authorities without undue delay.',
        ],
      },
      {
        id: 'retention',
        title: '5. How long we keep it',
        paragraphs: [
          'We keep account and learning data while your account is active. When an account or organisation closes, we keep its data for 90 days so that it can be exported, and then delete it, except records we must keep by law, such as invoices, which we keep for the period tax law requires. Contact enquiries are kept for up to two years.',
        ],
      },
      {
        id: 'rights',
        title: '6. Your choices and rights',
        paragraphs: [
          'You can see and correct most of your account data yourself. You can ask us for a copy of your personal data, to correct or delete it, or to stop using it for a particular purpose, by writing to info@watni.pk. If your data is held for an organisation, we will pass your request to it and help it respond. We reply within 30 days.',
          'Our services are not directed at children under 13. Students under 18 use them with the permission of a parent or guardian, who may contact us about their data.',
        ],
      },
      {
        id: 'changes',
        title: '7. Changes and contact',
        paragraphs: [
          'We will post any change to this policy on this page and, for significant changes, tell registered users by email before the change applies.',
          'Questions or requests about privacy: info@watni.pk, +92 42 3578 1200, or Watni (Private) Limited, 45-B Main Boulevard, Gulberg III, Lahore 54660, Pakistan.',
        ],
      },
    ],
  },
};

/** The shape every translation of the legal documents implements. */
export type LegalMessages = typeof legalMessages;
