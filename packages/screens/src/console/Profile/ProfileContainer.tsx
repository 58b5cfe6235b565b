import { useQueryClient } from '@tanstack/react-query';
import {
  authKeys,
  errorMessage,
  useCalendarFeed,
  usePermissions,
  useResetCalendarFeed,
  useRevokeCalendarFeed,
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
  const hasSchool = Boolean(user?.tenant_id);
  const feed = useCalendarFeed(hasSchool);
  const resetFeed = useResetCalendarFeed();
  const revokeFeed = useRevokeCalendarFeed();
  const feedMessages = consoleMessages.calendarFeed;
  const feedError = resetFeed.isError
    ? errorMessage(resetFeed.error, feedMessages.failed)
    : revokeFeed.isError
      ? errorMessage(revokeFeed.error, feedMessages.failed)
      : null;
  return (
    <ProfileView
      user={user}
      roleLabel={learnerMessages.dashboard.roles[permissions.badgeRole ?? 'student']}
      saving={update.isPending}
      saveError={
        update.isError ? errorMessage(update.error, consoleMessages.profile.saveFailed) : null
      }
      calendarFeed={
        hasSchool
          ? {
              state: feed.data,
              loadError: feed.isError ? errorMessage(feed.error, feedMessages.loadFailed) : null,
              newUrl: revokeFeed.isSuccess ? null : (resetFeed.data?.url ?? null),
              working: resetFeed.isPending || revokeFeed.isPending,
              error: feedError,
              onReset: () => {
                revokeFeed.reset();
                resetFeed.mutate();
              },
              onTurnOff: () => {
                resetFeed.reset();
                revokeFeed.mutate();
              },
            }
          : undefined
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
