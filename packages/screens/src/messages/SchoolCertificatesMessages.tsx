import { defineCatalogue, useMessages } from '@watni/ui';
import { type SchoolCertificatesMessages, schoolCertificatesMessages } from './school-certificates';

// The leaving and character certificates' catalogue: English bundled with the screens, Urdu a
// chunk of its own loaded when the language is Urdu.
const schoolCertificatesCatalogue = defineCatalogue<SchoolCertificatesMessages>(
  'school-certificates',
  { en: schoolCertificatesMessages, ur: () => import('./school-certificates.ur') },
);

export function useSchoolCertificatesMessages(): SchoolCertificatesMessages {
  return useMessages(schoolCertificatesCatalogue);
}
