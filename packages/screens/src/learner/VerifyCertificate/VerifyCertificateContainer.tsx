import { isApiError, useVerifyCertificate } from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { VerifyCertificateView } from './VerifyCertificate';

/** `/verify/{code}` (public, no sign-in). */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const result = useVerifyCertificate(code);
  const problem = result.isError
    ? isApiError(result.error) && result.error.status === 404
      ? 'unknown'
      : 'failed'
    : null;
  return <VerifyCertificateView code={code} certificate={result.data} problem={problem} />;
}
