import {
  errorMessage,
  useCreateDiaryPost,
  useDeleteDiaryPost,
  useDiaryOptions,
  useDiaryReads,
  useFetchDiaryAttachment,
  useSectionDiary,
  useUpdateDiaryPost,
} from '@watni/api-client';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { openAttachment } from '../_diary/openAttachment';
import { TeacherDiaryView } from './TeacherDiary';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /school/diary?section=ID&day=yyyy-mm-dd: a teacher's (or the office's) diary of a section. */
export function TeacherDiaryContainer() {
  const [params, setParams] = useSearchParams();
  const options = useDiaryOptions();
  const today = options.data?.today ?? pakistanToday();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) ? asked : today;
  const sections = options.data?.sections ?? [];
  const fromUrl = Number(params.get('section'));
  // One section: it is chosen already.
  const sectionId = sections.some((s) => s.section_id === fromUrl)
    ? fromUrl
    : sections.length === 1
      ? sections[0]!.section_id
      : null;
  const diary = useSectionDiary(sectionId, day);
  const reads = useDiaryReads(sectionId, day);
  const create = useCreateDiaryPost();
  const update = useUpdateDiaryPost();
  const remove = useDeleteDiaryPost();
  const fetchFile = useFetchDiaryAttachment();
  const [notice, setNotice] = useState<'posted' | 'saved' | 'deleted' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const navigate = (next: { section?: number | null; day?: string }) => {
    const section = next.section === undefined ? sectionId : next.section;
    const nextDay = next.day ?? day;
    setParams(
      {
        ...(section !== null ? { section: String(section) } : {}),
        ...(nextDay !== today ? { day: nextDay } : {}),
      },
      { replace: true },
    );
    setNotice(null);
    create.reset();
    update.reset();
  };
  const saveError = create.isError
    ? errorMessage(create.error, '')
    : update.isError
      ? errorMessage(update.error, '')
      : remove.isError
        ? errorMessage(remove.error, '')
        : fetchFile.isError
          ? errorMessage(fetchFile.error, '')
          : null;
  return (
    <TeacherDiaryView
      options={options.data ?? null}
      loading={options.isPending}
      error={options.isError ? errorMessage(options.error, '') || null : null}
      onRetry={() => void options.refetch()}
      sectionId={sectionId}
      onSectionChange={(section) => navigate({ section })}
      day={day}
      today={today}
      onDayChange={(next) => navigate({ day: next })}
      diary={diary.data ?? null}
      diaryLoading={diary.isPending}
      diaryError={diary.isError ? errorMessage(diary.error, '') || null : null}
      reads={reads.data ?? null}
      readsFailed={reads.isError}
      saving={create.isPending || update.isPending}
      saveError={saveError || null}
      notice={notice}
      formKey={formKey}
      onCreate={(values) => {
        if (sectionId === null) return;
        setNotice(null);
        update.reset();
        create.mutate(
          {
            sectionId,
            body: {
              subject_id: values.subject_id,
              day,
              body: values.body,
              due_date: values.due_date,
              ...(values.attachment ? { attachment: values.attachment } : {}),
            },
          },
          {
            onSuccess: () => {
              setNotice('posted');
              setFormKey((k) => k + 1);
            },
          },
        );
      }}
      onUpdate={(post, values) => {
        setNotice(null);
        create.reset();
        update.mutate(
          {
            postId: post.id,
            body: {
              body: values.body,
              due_date: values.due_date,
              ...(values.attachment !== undefined ? { attachment: values.attachment } : {}),
            },
          },
          { onSuccess: () => setNotice('saved') },
        );
      }}
      onDelete={(post) => {
        setNotice(null);
        remove.mutate(post.id, { onSuccess: () => setNotice('deleted') });
      }}
      deleting={remove.isPending}
      openingId={openingId}
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
