import { useQueryClient } from '@tanstack/react-query';
import {
  authKeys,
  errorMessage,
  usePermissions,
  useSession,
  useUpdateUser,
} from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useConsoleMessages, useLearnerMessages } from '../../messages/areas';
import { ProfileView } from './Profile';

/** `/profile`: the signed-in user's own details. */
export function ProfilePage() {
  const consoleMessages = useConsoleMessages();
  const learnerMessages = useLearnerMessages();
  const session = useSession();
  const permissions = usePermissions();
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = session.user ?? undefined;
  return (
    <ProfileView
      user={user}
      roleLabel={learnerMessages.dashboard.roles[permissions.badgeRole ?? 'student']}
      saving={update.isPending}
      saveError={
        update.isError ? errorMessage(update.error, consoleMessages.profile.saveFailed) : null
      }
      onSave={(body) => {
        if (!user) return;
        update.mutate(
          { id: session.user?.id ?? 0, body },
          {
            onSuccess: async () => {
              await queryClient.invalidateQueries({ queryKey: authKeys.me() });
              toast.success(consoleMessages.profile.saved);
            },
          },
        );
      }}
    />
  );
}
