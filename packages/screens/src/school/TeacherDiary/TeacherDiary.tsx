import type { DiaryDay, DiaryOptions, DiaryPost, DiaryReads } from '@watni/api-client';
import { Alert, Button, ConfirmDialog, Select, useI18n } from '@watni/ui';
import { useEffect, useState } from 'react';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import { DayNav } from '../_diary/DayNav';
import * as styles from '../_diary/diary.css';
import type { QueuedDiaryChange } from '../_diary/diaryQueue';
import { PostCard } from '../_diary/PostCard';
import { PostForm, type PostFormValues } from '../_diary/PostForm';
import { QueuedChanges } from '../_diary/QueuedChanges';
import { ReadReceipts } from '../_diary/ReadReceipts';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';

export interface TeacherDiaryViewProps {
  options: DiaryOptions | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  sectionId: number | null;
  onSectionChange: (sectionId: number) => void;
  day: string;
  today: string;
  onDayChange: (day: string) => void;
  diary: DiaryDay | null;
  diaryLoading?: boolean;
  diaryError?: string | null;
  /** Who has read each post of the day (absent while loading), or that it could not be loaded. */
  reads?: DiaryReads | null;
  readsFailed?: boolean;
  /** A new entry's or an edit's save in flight, and its refusal. */
  saving?: boolean;
  saveError?: string | null;
  /** "Posted." / "Saved." / "Deleted." / kept to send later, after the last change. */
  notice?: 'posted' | 'saved' | 'deleted' | 'queued' | null;
  /** This section's day's entries and edits kept on the device, oldest first. */
  queued?: readonly QueuedDiaryChange[];
  sendingQueued?: boolean;
  onRemoveQueued?: (opId: string) => void;
  onCreate: (values: PostFormValues) => void;
  onUpdate: (post: DiaryPost, values: PostFormValues) => void;
  onDelete: (post: DiaryPost) => void;
  deleting?: boolean;
  onOpenAttachment?: (post: DiaryPost) => void;
  openingId?: number | null;
  /** A form is reset (emptied) when this changes: after a post was saved. */
  formKey?: number;
}

/** /school/diary: a teacher's sections, one day at a time; post, edit and delete own entries. */
export function TeacherDiaryView({
  options,
  loading = false,
  error = null,
  onRetry,
  sectionId,
  onSectionChange,
  day,
  today,
  onDayChange,
  diary,
  diaryLoading = false,
  diaryError = null,
  reads = null,
  readsFailed = false,
  saving = false,
  saveError = null,
  notice = null,
  queued = [],
  sendingQueued = false,
  onRemoveQueued,
  onCreate,
  onUpdate,
  onDelete,
  deleting = false,
  onOpenAttachment,
  openingId = null,
  formKey = 0,
}: TeacherDiaryViewProps) {
  const t = useDiaryMessages();
  const m = t.teacher;
  const { format } = useI18n();
  const [editing, setEditing] = useState<DiaryPost | null>(null);
  const [confirming, setConfirming] = useState<DiaryPost | null>(null);
  // A saved edit closes its form.
  useEffect(() => {
    if (notice === 'saved' || notice === 'queued') setEditing(null);
  }, [notice]);
  const section = options?.sections.find((s) => s.section_id === sectionId) ?? null;
  const receiptsOf = (post: DiaryPost) => {
    if (readsFailed) return <p className={styles.muted}>{m.readsFailed}</p>;
    const mine = reads?.posts.find((p) => p.post_id === post.id);
    return mine && reads ? <ReadReceipts reads={mine} families={reads.families} /> : null;
  };
  const label = (s: { class_name: string; section_name: string }) =>
    format(t.common.section, { className: s.class_name, section: s.section_name });

  return (
    <TimetablePage title={m.title} description={m.description}>
      {loading ? (
        <TimetableLoading />
      ) : error || !options ? (
        <TimetableError message={error ?? t.common.loadFailed} onRetry={onRetry} />
      ) : options.sections.length === 0 ? (
        <p className={styles.muted}>{m.noSections}</p>
      ) : (
        <>
          <Select
            label={m.sectionLabel}
            placeholder={m.sectionPlaceholder}
            options={options.sections.map((s) => ({
              value: String(s.section_id),
              label: label(s),
            }))}
            value={sectionId === null ? '' : String(sectionId)}
            onValueChange={(value) => {
              setEditing(null);
              onSectionChange(Number(value));
            }}
          />
          {!section ? (
            <p className={styles.muted}>{m.chooseSection}</p>
          ) : (
            <>
              <DayNav
                day={day}
                today={today}
                onDayChange={(next) => {
                  setEditing(null);
                  onDayChange(next);
                }}
              />
              <div role="status" aria-live="polite">
                {notice && !saveError ? (
                  <Alert tone={notice === 'queued' ? 'info' : 'success'}>{m[notice]}</Alert>
                ) : null}
              </div>
              <QueuedChanges changes={queued} sending={sendingQueued} onRemove={onRemoveQueued} />
              {diaryLoading ? (
                <TimetableLoading />
              ) : diaryError || !diary ? (
                <TimetableError message={diaryError} />
              ) : diary.posts.length === 0 ? (
                <p className={styles.muted}>{t.common.noPosts}</p>
              ) : (
                <ul className={styles.list}>
                  {diary.posts.map((post) =>
                    editing?.id === post.id ? (
                      <li key={post.id} style={{ listStyle: 'none' }}>
                        <PostForm
                          subjects={[{ id: post.subject_id, name: post.subject_name }]}
                          editing={post}
                          saving={saving}
                          error={saveError}
                          onSubmit={(values) => onUpdate(post, values)}
                          onCancel={() => setEditing(null)}
                        />
                      </li>
                    ) : (
                      <PostCard
                        key={post.id}
                        post={post}
                        onOpenAttachment={onOpenAttachment}
                        opening={openingId === post.id}
                        headingLevel={2}
                        footer={receiptsOf(post)}
                        actions={
                          post.mine ? (
                            <>
                              <Button variant="outline" size="sm" onClick={() => setEditing(post)}>
                                {m.edit}
                              </Button>
                              <Button variant="ghost" size="sm" onClick={() => setConfirming(post)}>
                                {m.delete}
                              </Button>
                            </>
                          ) : null
                        }
                      />
                    ),
                  )}
                </ul>
              )}
              {editing ? null : (
                <PostForm
                  key={`${section.section_id}-${day}-${formKey}`}
                  subjects={section.subjects}
                  saving={saving}
                  error={saveError}
                  onSubmit={onCreate}
                />
              )}
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={m.deleteTitle}
        message={m.deleteBody}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        tone="danger"
        loading={deleting}
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </TimetablePage>
  );
}
