import { errorMessage } from '@watni/api-client';
import type { ToastApi } from '@watni/ui';

/** The spec's failure sentence as the toast, with the service's detail under it when there is one. */
export function toastFailure(toast: ToastApi, sentence: string, error: unknown): void {
  const detail = errorMessage(error, '');
  if (detail && detail !== sentence) toast.error(detail, { title: sentence });
  else toast.error(sentence);
}
