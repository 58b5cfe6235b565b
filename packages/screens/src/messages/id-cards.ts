// Every sentence of student photos and ID cards, English. The Urdu translation
// (id-cards.ur.ts) implements the same shape.
export const idCardsMessages = {
  photo: {
    heading: 'Photo',
    hint: 'A PNG or JPEG photo of the student, at most 2 MB. It is printed on the student’s ID card.',
    none: 'No photo yet: the ID card shows a placeholder.',
    alt: 'Photo of {name}',
    choose: 'Upload photo',
    replace: 'Replace photo',
    saved: 'Photo saved.',
    wrongType: 'Choose a PNG or JPEG file.',
    tooLarge: 'The photo is too large: at most 2 MB.',
    loading: 'Loading the photo…',
    loadFailed: 'The photo could not be loaded.',
    failed: 'The photo could not be saved.',
    retry: 'Try again',
    remove: 'Remove photo',
    removeTitle: 'Remove this photo?',
    removeBody:
      'The profile and the ID card of {name} will show the placeholder until a new photo is uploaded.',
    cancel: 'Cancel',
    removed: 'Photo removed.',
    removeFailed: 'The photo could not be removed.',
  },
  cards: {
    heading: 'Print ID cards',
    hint: 'Ten cards a page (bank card size) for the active students of a section, with photo, class, admission number, guardian mobile and a QR code anyone can scan to check the card.',
    section: 'Section',
    choose: 'Choose a section',
    english: 'Print (English)',
    urdu: 'Print (Urdu)',
    loading: 'Loading sections…',
    loadFailed: 'The sections could not be loaded.',
    empty: 'Add classes and sections before printing ID cards.',
    failed: 'The ID cards could not be made.',
    retry: 'Try again',
  },
};

export type IdCardsMessages = typeof idCardsMessages;
