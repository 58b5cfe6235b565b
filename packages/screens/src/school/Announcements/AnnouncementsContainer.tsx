import {
  errorMessage,
  type Schemas,
  useAnnouncements,
  useClasses,
  useCreateAnnouncement,
  usePermissions,
  usePreviewAnnouncement,
} from '@watni/api-client';
import { useState } from 'react';
import { AnnouncementsView } from './Announcements';

export function AnnouncementsContainer() {
  const permissions = usePermissions();
  const classes = useClasses();
  const list = useAnnouncements();
  const create = useCreateAnnouncement();
  const preview = usePreviewAnnouncement();
  const [posted, setPosted] = useState<Schemas['Announcement'] | null>(null);
  return (
    <AnnouncementsView
      classes={classes.data?.items ?? []}
      isAdmin={permissions.can('school.manage')}
      announcements={list.data?.items ?? []}
      listStatus={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      submitting={create.isPending}
      error={create.error ? errorMessage(create.error, 'The announcement was not posted.') : null}
      posted={posted}
      preview={preview.data ?? null}
      previewStatus={preview.isPending ? 'loading' : preview.isError ? 'error' : 'idle'}
      onPreview={(body) => preview.mutate(body)}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (announcement) => {
            setPosted(announcement);
            // The queue sends it within moments; show the count once it has.
            setTimeout(() => void list.refetch(), 2000);
          },
        })
      }
    />
  );
}
