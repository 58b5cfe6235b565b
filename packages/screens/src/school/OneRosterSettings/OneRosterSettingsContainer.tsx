import {
  errorMessage,
  type OneRosterClientCreated,
  useCreateOneRosterClient,
  useDownloadOneRoster,
  useImportOneRoster,
  useOneRosterClients,
  usePreviewOneRosterImport,
  useRevokeOneRosterClient,
} from '@watni/api-client';
import { useState } from 'react';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { type OneRosterPackageBody, OneRosterSettingsView } from './OneRosterSettings';
import { restAddresses } from './onerosterForm';

/** /school/settings/oneroster (admins). */
export function OneRosterSettingsContainer() {
  const clients = useOneRosterClients();
  const create = useCreateOneRosterClient();
  const revoke = useRevokeOneRosterClient();
  const download = useDownloadOneRoster();
  const preview = usePreviewOneRosterImport();
  const importing = useImportOneRoster();
  // The secret lives only here, in memory, until the admin closes it (never cached or stored).
  const [created, setCreated] = useState<OneRosterClientCreated | null>(null);
  const [pending, setPending] = useState<OneRosterPackageBody | null>(null);
  const failure = (error: unknown) => (error ? errorMessage(error, '') || null : null);
  return (
    <OneRosterSettingsView
      {...restAddresses(window.location.origin)}
      clients={clients.data?.items ?? []}
      loading={clients.isPending}
      error={clients.isError ? failure(clients.error) : null}
      onRetry={() => void clients.refetch()}
      creating={create.isPending}
      createError={failure(create.error)}
      onCreate={(name) => create.mutate({ name }, { onSuccess: (made) => setCreated(made) })}
      created={created}
      onDismissSecret={() => setCreated(null)}
      revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
      revokeError={failure(revoke.error)}
      onRevoke={(id) => revoke.mutate(id)}
      exporting={download.isPending}
      exportError={failure(download.error)}
      onExport={() =>
        download.mutate(undefined, { onSuccess: (file) => saveBlob(file.blob, file.fileName) })
      }
      previewing={preview.isPending}
      preview={preview.data ?? null}
      importing={importing.isPending}
      imported={importing.data ?? null}
      importError={failure(preview.error) ?? failure(importing.error)}
      onPreview={(body) => {
        importing.reset();
        setPending(body);
        preview.mutate(body);
      }}
      onImport={() => {
        if (pending) importing.mutate(pending);
      }}
    />
  );
}
