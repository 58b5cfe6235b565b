import {
  errorMessage,
  type OneRosterClientCreated,
  useCreateOneRosterClient,
  useCreateOneRosterImportRun,
  useDownloadOneRoster,
  useOneRosterClients,
  useOneRosterImportRun,
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
  // The import runs in the job queue: the run is polled until it is done or failed.
  const importing = useCreateOneRosterImportRun();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useOneRosterImportRun(runId);
  const runStatus = run.data?.status;
  const waiting =
    importing.isPending || (runId !== null && runStatus !== 'done' && runStatus !== 'failed');
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
      importing={waiting}
      imported={runStatus === 'done' ? (run.data?.result ?? null) : null}
      importError={
        failure(preview.error) ??
        failure(importing.error) ??
        failure(run.error) ??
        (runStatus === 'failed' ? run.data?.error || null : null)
      }
      onPreview={(body) => {
        importing.reset();
        setRunId(null);
        setPending(body);
        preview.mutate(body);
      }}
      onImport={() => {
        if (pending) importing.mutate(pending, { onSuccess: (queued) => setRunId(queued.id) });
      }}
    />
  );
}
