export const ID_CARD_MESSAGES = {
  studentNotFound: 'Student not found.',
  sectionNotFound: 'Section not found.',
  noYear: 'The school has no current academic year: set one before printing ID cards.',
  emptySection: 'This section has no active students in the current year.',
} as const;

/** The photo's bounds: a phone's photo fits; a poster-sized file does not. */
export const PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  minSide: 64,
  maxSide: 4000,
  maxPixels: 12_000_000,
  maxStoredBytes: 8 * 1024 * 1024,
} as const;

export const PHOTO_MESSAGES = {
  notImage: 'The photo must be a PNG or JPEG image.',
  typeMismatch: 'The file is not the image type it says it is; choose a PNG or JPEG file.',
  tooLarge: 'The photo is too large: at most 2 MiB.',
  badBase64: 'The photo could not be read: send the file as base64.',
  tooFewPixels: 'The photo is too small: at least 64 pixels a side.',
  tooManyPixels: 'The photo is too large: at most 4,000 pixels a side and 12 megapixels.',
  unreadable: 'The photo is damaged or incomplete and could not be read.',
  storedTooLarge: 'The photo has too much detail to store; save it smaller or as a JPEG.',
} as const;
