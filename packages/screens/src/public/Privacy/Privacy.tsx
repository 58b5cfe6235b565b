import { useLegalMessages } from '../../messages/LegalMessages';
import { LegalDocument } from '../_shared/LegalDocument';

/** `/privacy`: the Privacy Policy. */
export function PrivacyPage() {
  const t = useLegalMessages().privacy;
  return (
    <LegalDocument title={t.title} updated={t.updated} intro={t.intro} sections={t.sections} />
  );
}
