// The OneRoster domain's `detail` sentences (English; the Urdu catalogue follows the ids in
// http/i18n like the other domains' sentences).
export const ONEROSTER_MESSAGES = {
  tooManyRows: 'A file of the package would hold more than 10,000 rows.',
  unreadable: 'The file is not a ZIP package that can be read.',
  tooLarge: 'The package is larger than 8 MiB, or inflates to more than 64 MiB.',
  tooManyEntries: 'The package holds more than 20 files.',
  hasProblems: 'The package has problems; nothing was imported.',
  clientName: 'Give the API client a name.',
  tooManyClients: 'The school already has 50 API clients; revoke one first.',
  clientNotFound: 'No such API client in this school.',
} as const;
