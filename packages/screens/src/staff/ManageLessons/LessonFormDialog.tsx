import type { ContentType } from '@watni/api-client';
import { NumberField, Select, Spinner, Switch, TextArea, TextField } from '@watni/ui';
import { lazy, Suspense } from 'react';
import { useStaffLessonsMessages } from '../../messages/areas';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { FormDialog, useValidatedForm } from '../_shared/FormDialog';
import {
  contentTypes,
  hasBody,
  hasUrl,
  type LessonFormValues,
  validateLessonForm,
} from './lessonForm';
import * as styles from './ManageLessons.css';

// Tiptap is a chunk of its own, fetched when a text lesson's form first opens.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface LessonFormDialogProps {
  mode: 'create' | 'edit';
  initial: LessonFormValues;
  saving?: boolean;
  onSubmit: (values: LessonFormValues) => void;
  onClose: () => void;
  /** The course's quizzes, for a quiz lesson to open one. */
  quizzes?: readonly { id: number; title: string }[];
}

/** The Add Lesson form, also used to edit a lesson (spec section 5's fields and defaults). */
export function LessonFormDialog({
  mode,
  initial,
  saving = false,
  onSubmit,
  onClose,
  quizzes,
}: LessonFormDialogProps) {
  const staffLessonsMessages = useStaffLessonsMessages();
  const m = staffLessonsMessages;
  const f = m.form;
  const video = useTeachingMessages().video;
  const loop = useLearningLoopMessages().m.lessonForm;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    initial,
    (v: LessonFormValues) => validateLessonForm(v, { videoUnplayable: video.formError }, f),
    onSubmit,
  );
  const type = values.content_type;
  return (
    <FormDialog
      title={mode === 'create' ? m.add : m.editTitle}
      submitLabel={mode === 'create' ? f.submitCreate : f.submitEdit}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={f.title}
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <TextArea
        label={f.description}
        optional
        rows={2}
        maxLength={5000}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Select
        label={f.contentType}
        required
        value={type}
        onValueChange={(v) => set('content_type', v as ContentType)}
        options={contentTypes.map((t) => ({ value: t, label: m.contentTypes[t] }))}
      />
      {hasUrl(type) ? (
        <TextField
          key={type}
          label={f.contentUrl}
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
          hint={type === 'video' ? video.formHint : f.contentUrlHint.document}
          value={values.content_url}
          error={errors.content_url}
          onChange={(e) => set('content_url', e.currentTarget.value)}
        />
      ) : null}
      {hasBody(type) ? (
        <Suspense
          fallback={
            <div className={styles.editorLoading}>
              <Spinner label={m.editor.loading} />
            </div>
          }
        >
          <RichTextEditor
            label={f.contentBody}
            hint={f.contentBodyHint}
            defaultValue={values.content_body}
            onChange={(html) => set('content_body', html)}
          />
        </Suspense>
      ) : null}
      {type === 'quiz' ? <p className={styles.formNote}>{f.quizHint}</p> : null}
      {type === 'quiz' && quizzes ? (
        quizzes.length ? (
          <Select
            label={loop.quiz}
            placeholder={loop.chooseQuiz}
            value={values.assessment_id || undefined}
            onValueChange={(v) => set('assessment_id', v)}
            options={quizzes.map((quiz) => ({ value: String(quiz.id), label: quiz.title }))}
          />
        ) : (
          <p className={styles.formNote}>{loop.noQuizzes}</p>
        )
      ) : null}
      <div className={styles.pair}>
        <NumberField
          label={f.order}
          hint={f.orderHint}
          min={0}
          step={1}
          value={values.order_index}
          error={errors.order_index}
          onChange={(e) => set('order_index', e.currentTarget.value)}
        />
        <NumberField
          label={f.duration}
          hint={f.durationHint}
          min={0}
          step={1}
          value={values.duration_minutes}
          error={errors.duration_minutes}
          onChange={(e) => set('duration_minutes', e.currentTarget.value)}
        />
      </div>
      <div className={styles.pair}>
        <Switch
          label={f.published}
          description={f.publishedHint}
          checked={values.is_published}
          onCheckedChange={(on) => set('is_published', on)}
        />
        <Switch
          label={f.mandatory}
          description={f.mandatoryHint}
          checked={values.is_mandatory}
          onCheckedChange={(on) => set('is_mandatory', on)}
        />
      </div>
    </FormDialog>
  );
}
