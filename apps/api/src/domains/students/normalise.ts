// What the service answers when a Pakistani number cannot be read (the rules themselves are
// @watni/policy's normaliseMobile, normaliseCnic and normaliseBForm, which the forms use too).

export const FORMAT_MESSAGES = {
  mobile: 'Enter a Pakistani mobile number such as 0300 1234567 or +92 300 1234567.',
  cnic: 'Enter the CNIC as 12345-1234567-1 (13 digits).',
  bForm: 'The B-Form number has 13 digits.',
} as const;
