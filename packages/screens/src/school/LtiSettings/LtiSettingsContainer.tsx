import {
  errorMessage,
  useCreateLtiPlatform,
  useDeleteLtiPlatform,
  useLtiPlatforms,
} from '@watni/api-client';
import { LtiSettingsView } from './LtiSettings';

/** /school/settings/lti (admins). */
export function LtiSettingsContainer() {
  const platforms = useLtiPlatforms();
  const create = useCreateLtiPlatform();
  const remove = useDeleteLtiPlatform();
  const failure = (error: unknown) => (error ? errorMessage(error, '') || null : null);
  return (
    <LtiSettingsView
      platforms={platforms.data?.items ?? []}
      loading={platforms.isPending}
      error={platforms.isError ? failure(platforms.error) : null}
      onRetry={() => void platforms.refetch()}
      registering={create.isPending}
      registerError={failure(create.error)}
      onRegister={(body) => create.mutate(body)}
      removingId={remove.isPending ? (remove.variables ?? null) : null}
      removeError={failure(remove.error)}
      onRemove={(id) => remove.mutate(id)}
    />
  );
}
