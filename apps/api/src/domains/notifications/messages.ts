// The notifications domain's sentences (each `detail` a refused request answers with).
export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  adminsOnly: "Only the school office (administrators) can manage the school's notifications.",
  notFailed: 'Only a failed delivery can be sent again.',
  needsModule:
    'SMS and WhatsApp need the SMS & WhatsApp Notifications module; switch it on under Modules first.',
  wrongProvider: 'This provider does not serve this channel.',
  deadLetterNotFound: 'This dead letter does not exist (it may have been retried already).',
  alreadySent: 'This message was sent already; it is not sent twice.',
  testAddressEmail: 'Enter an e-mail address to send the test message to.',
  testAddressPhone: 'Enter a Pakistani mobile number such as +923001234567.',
  badMask: 'A sender name (mask) is 1 to 11 letters, digits or spaces, as the PTA approved it.',
  badPreset: 'Choose one of the provider presets: bizsms, veevo, telenor or custom.',
  badMethod: 'The provider is called with GET or POST.',
  badSendWhen: 'SMS go always, or only as the fallback of WhatsApp.',
  badRate: 'The price of one SMS segment is a whole number of paisa.',
  badPattern: 'This is not a valid pattern to read the provider’s answer with.',
} as const;
