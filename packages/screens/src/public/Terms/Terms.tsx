import { useLegalMessages } from '../../messages/LegalMessages';
import { LegalDocument } from '../_shared/LegalDocument';

/** `/terms`: the Terms of Service that registration asks users to accept. */
export function TermsPage() {
  const t = useLegalMessages().terms;
  return (
    <LegalDocument title={t.title} updated={t.updated} intro={t.intro} sections={t.sections} />
  );
}
