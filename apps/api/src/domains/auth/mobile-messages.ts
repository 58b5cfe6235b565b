// The `detail` sentences of signing in by mobile number (parents without an e-mail address);
// their Urdu is in http/i18n/details.parent-mobile.ur.ts.
export const MOBILE_MESSAGES = {
  badCredentials: 'Incorrect e-mail address, mobile number or password.',
  forgotAccepted:
    'If an account exists for that e-mail address or mobile number, we have sent a link by e-mail or a code by SMS to reset its password.',
  codeInvalid:
    'This code is not correct or has expired. Ask for a new code if you have tried several times.',
  mobileInvalid: 'Enter a Pakistani mobile number such as 0300 1234567 or +92 300 1234567.',
  noMobile: 'This guardian has no mobile number: add one, or print a code instead.',
  noSms:
    'The school does not send SMS or WhatsApp messages yet: turn on a channel in School → Messaging, or print a code instead.',
  emailOrMobile:
    'Enter an e-mail address: the guardian has no mobile number the account could sign in with.',
  mobileTaken:
    'Another account already signs in with this mobile number: enter an e-mail address for this one.',
  readyMobile: 'Your parent account is ready. Sign in with your mobile number and password.',
  readyEmail: 'Your parent account is ready. Sign in with your e-mail address and password.',
} as const;
