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
import { isRetryable, randomOpId } from '../_diary/diaryQueue';
import { openAttachment } from '../_diary/openAttachment';
import { isOffline, useDiaryQueue } from '../_diary/useDiaryQueue';
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
  const queue = useDiaryQueue();
  const [notice, setNotice] = useState<'posted' | 'saved' | 'deleted' | 'queued' | null>(null);
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
  // A send that got no answer is queued, not an error.
  const saveError =
    create.isError && !isRetryable(create.error)
      ? errorMessage(create.error, '')
      : update.isError && !isRetryable(update.error)
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
      queued={
        sectionId === null
          ? []
          : queue.queue.filter((c) => c.sectionId === sectionId && c.day === day)
      }
      sendingQueued={queue.sending}
      onRemoveQueued={queue.remove}
      onCreate={(values) => {
        if (sectionId === null) return;
        setNotice(null);
        update.reset();
        // The id goes with the first send too: if its answer is lost, the queue's send of the
        // same id is answered as a replay instead of posting the entry twice.
        const op_id = randomOpId();
        const subjectName =
          options.data?.sections
            .find((s) => s.section_id === sectionId)
            ?.subjects.find((s) => s.id === values.subject_id)?.name ?? '';
        const keep = () => {
          queue.queueCreate(
            {
              sectionId,
              day,
              subjectId: values.subject_id,
              subjectName,
              body: values.body,
              due_date: values.due_date,
              ...(values.attachment ? { attachment: values.attachment } : {}),
            },
            op_id,
          );
          create.reset();
          setNotice('queued');
          setFormKey((k) => k + 1);
        };
        if (isOffline()) return keep();
        create.mutate(
          {
            sectionId,
            body: {
              op_id,
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
            onError: (error) => {
              if (isRetryable(error)) keep();
            },
          },
        );
      }}
      onUpdate={(post, values) => {
        setNotice(null);
        create.reset();
        const op_id = randomOpId();
        const keep = () => {
          queue.queueEdit(
            {
              postId: post.id,
              sectionId: post.section_id,
              day: post.day,
              subjectId: post.subject_id,
              subjectName: post.subject_name,
              body: values.body,
              due_date: values.due_date,
              ...(values.attachment !== undefined ? { attachment: values.attachment } : {}),
            },
            op_id,
          );
          update.reset();
          setNotice('queued');
        };
        if (isOffline()) return keep();
        update.mutate(
          {
            postId: post.id,
            body: {
              op_id,
              body: values.body,
              due_date: values.due_date,
              ...(values.attachment !== undefined ? { attachment: values.attachment } : {}),
            },
          },
          {
            onSuccess: () => setNotice('saved'),
            onError: (error) => {
              if (isRetryable(error)) keep();
            },
          },
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
