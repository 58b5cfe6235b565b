import {
  errorMessage,
  useDeleteSchoolLogo,
  useSchoolLogo,
  useUploadSchoolLogo,
} from '@watni/api-client';
import { SchoolLogoView } from './SchoolLogo';

/** /school/settings/logo (admins). */
export function SchoolLogoContainer() {
  const logo = useSchoolLogo();
  const upload = useUploadSchoolLogo();
  const remove = useDeleteSchoolLogo();
  return (
    <SchoolLogoView
      logo={logo.data?.logo ?? null}
      loading={logo.isPending}
      error={logo.isError ? errorMessage(logo.error, '') || null : null}
      onRetry={() => void logo.refetch()}
      saving={upload.isPending || remove.isPending}
      saved={upload.isSuccess}
      saveError={
        upload.isError
          ? errorMessage(upload.error, '')
          : remove.isError
            ? errorMessage(remove.error, '')
            : null
      }
      onUpload={(body) => {
        remove.reset();
        upload.mutate(body);
      }}
      onRemove={() => {
        upload.reset();
        remove.mutate();
      }}
    />
  );
}
