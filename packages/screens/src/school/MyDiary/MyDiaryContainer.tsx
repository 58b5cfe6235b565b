import {
  errorMessage,
  useFetchDiaryAttachment,
  useMyDiary,
  usePermissions,
} from '@watni/api-client';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { openAttachment } from '../_diary/openAttachment';
import { MyDiaryView } from './MyDiary';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /school/my-diary?day=yyyy-mm-dd (today by default): a student's or a parent's diary. */
export function MyDiaryContainer() {
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const today = pakistanToday();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) ? asked : today;
  const diary = useMyDiary(day, { enabled: permissions.can('diary.viewOwn') });
  const fetchFile = useFetchDiaryAttachment();
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (permissions.can('diary.post')) return <Navigate to="/school/diary" replace />;
  return (
    <MyDiaryView
      parent={permissions.can('children.view')}
      day={day}
      today={diary.data?.today ?? today}
      diary={diary.data ?? null}
      loading={diary.isPending}
      error={diary.isError ? errorMessage(diary.error, '') || null : null}
      onRetry={() => void diary.refetch()}
      onDayChange={(next) => setParams(next === today ? {} : { day: next }, { replace: true })}
      openingId={openingId}
      openError={fetchFile.isError ? errorMessage(fetchFile.error, '') || null : null}
      onOpenAttachment={(post) => {
        setOpeningId(post.id);
        fetchFile.mutate(post.id, {
          onSuccess: openAttachment,
          onSettled: () => setOpeningId(null),
        });
      }}
    />
  );
}
