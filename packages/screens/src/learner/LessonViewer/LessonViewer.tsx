import { type Lesson, parseVideoUrl } from '@watni/api-client';
import { Alert, Button, Icon, Prose, Skeleton, useI18n, VisuallyHidden } from '@watni/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import * as page from '../_shared/page.css';
import { QuizLessonPanel } from '../QuizStatus/QuizLessonPanel';
import * as styles from './LessonViewer.css';
import { sanitizeLessonHtml } from './sanitize';

export type LessonContent = Pick<
  Lesson,
  | 'id'
  | 'title'
  | 'description'
  | 'content_type'
  | 'content_url'
  | 'content_body'
  | 'duration_minutes'
> &
  Partial<Pick<Lesson, 'assessment_id'>>;

export interface LessonLink {
  id: number;
  title: string;
}

export interface LessonViewerViewProps {
  courseId: number;
  /** Undefined while loading. */
  lesson: LessonContent | undefined;
  error?: string | null;
  /** Undefined while the learner's progress loads. */
  completed: boolean | undefined;
  marking: boolean;
  onMarkComplete: () => void;
  previous?: LessonLink | null;
  next?: LessonLink | null;
}

/**
 * A YouTube or Vimeo address as its privacy-friendly embeddable player (@watni/policy's
 * parseVideoUrl, the rule the service validates with); others unchanged.
 */
export function embedUrl(url: string): string {
  const source = parseVideoUrl(url);
  return source && source.kind !== 'file' ? source.embedUrl : url;
}

/**
 * A lesson video: an embedded YouTube/Vimeo player, a <video> for a direct file, or (an older
 * lesson whose address cannot be played, e.g. a Google Drive link) a link that opens it.
 */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const v = useTeachingMessages().video;
  const { format } = useI18n();
  const source = parseVideoUrl(url);
  if (!source) {
    return (
      <Alert tone="info" title={v.unplayableTitle} role="none" data-testid="video-unplayable">
        <p>{v.unplayableText}</p>
        <Button asChild variant="outline" startIcon={<Icon name="externalLink" size={18} />}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {v.openVideo} <VisuallyHidden>{v.opensNewTab}</VisuallyHidden>
          </a>
        </Button>
      </Alert>
    );
  }
  const label = format(v.player, { title });
  if (source.kind === 'file') {
    return (
      <div className={styles.video}>
        {/* biome-ignore lint/a11y/useMediaCaption: teachers' own recordings come without captions */}
        <video className={styles.frame} controls preload="metadata" aria-label={label}>
          <source src={source.url} type={source.mimeType} />
          {v.fallback}
        </video>
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <iframe
        className={styles.frame}
        src={source.embedUrl}
        title={label}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}

/** `/courses/{courseId}/lessons/{lessonId}` as a pure view. */
export function LessonViewerView({
  courseId,
  lesson,
  error,
  completed,
  marking,
  onMarkComplete,
  previous,
  next,
}: LessonViewerViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.lesson;
  const l = learnerMessages.lessons;
  const html = useMemo(
    () => (lesson?.content_body ? sanitizeLessonHtml(lesson.content_body) : ''),
    [lesson?.content_body],
  );
  const back = (
    <Link to={`/courses/${courseId}/lessons`} className={styles.back}>
      <Icon name="chevronLeft" size={16} /> {t.back}
    </Link>
  );
  if (error) {
    return (
      <div className={page.page}>
        {back}
        <Alert tone="error">{error}</Alert>
      </div>
    );
  }
  if (!lesson) {
    return (
      <div className={page.page} aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        {back}
        <Skeleton height="2.25rem" width="60%" />
        <Skeleton lines={8} />
      </div>
    );
  }
  const hasContent = Boolean(lesson.content_url) || html !== '';
  return (
    <article className={page.page} aria-labelledby="lesson-title">
      {back}
      <header className={styles.header}>
        <h1 id="lesson-title" className={styles.heading}>
          {lesson.title}
        </h1>
        {lesson.description ? (
          <p className={page.muted} dir="auto">
            {lesson.description}
          </p>
        ) : null}
        <div className={styles.meta}>
          <span>
            <Icon name="clock" size={16} /> {t.estimated}:{' '}
            {lesson.duration_minutes > 0 ? l.minutes(lesson.duration_minutes) : l.selfPaced}
          </span>
          <span>{l.contentTypes[lesson.content_type]}</span>
        </div>
      </header>

      {lesson.content_type === 'video' && lesson.content_url ? (
        <LessonVideo url={lesson.content_url} title={lesson.title} />
      ) : null}
      {lesson.content_type === 'document' && lesson.content_url ? (
        <p>
          <Button asChild variant="outline" startIcon={<Icon name="file" size={18} />}>
            <a href={lesson.content_url} target="_blank" rel="noopener noreferrer">
              {t.openDocument} <span className={page.muted}>{t.opensNewTab}</span>
            </a>
          </Button>
        </p>
      ) : null}
      {html ? <Prose html={html} data-testid="lesson-body" /> : null}
      {/* A quiz lesson opens its quiz and is ticked by the server */}
      {lesson.content_type === 'quiz' ? (
        <QuizLessonPanel assessmentId={lesson.assessment_id} />
      ) : null}
      {!hasContent && lesson.content_type !== 'quiz' ? (
        <p className={page.muted}>{t.noContent}</p>
      ) : null}

      <div className={styles.completeRow}>
        {completed === undefined ? (
          <Skeleton height="2.75rem" width="12rem" />
        ) : completed ? (
          <span className={styles.completed} role="status" data-testid="lesson-completed">
            {t.completedMarker}
          </span>
        ) : lesson.content_type === 'quiz' && lesson.assessment_id ? null : (
          <Button
            onClick={onMarkComplete}
            loading={marking}
            loadingLabel={t.marking}
            startIcon={<Icon name="checkCircle" size={18} />}
          >
            {t.markComplete}
          </Button>
        )}
      </div>

      <nav className={styles.nav} aria-label={l.fallbackTitle}>
        {previous ? (
          <Link
            className={styles.navLink}
            to={`/courses/${courseId}/lessons/${previous.id}`}
            rel="prev"
          >
            <Icon name="chevronLeft" size={16} /> {t.previous}: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            className={styles.navLink}
            to={`/courses/${courseId}/lessons/${next.id}`}
            rel="next"
          >
            {t.next}: {next.title} <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
