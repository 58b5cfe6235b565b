import type { Lesson } from '@watni/api-client';
import { describe, expect, it } from 'vitest';
import {
  emptyLessonForm,
  lessonToForm,
  moveLesson,
  nextOrderIndex,
  toLessonCreate,
  toLessonFields,
  validateLessonForm,
} from './lessonForm';

const lesson: Lesson = {
  id: 9,
  course_id: 4,
  title: 'Soil',
  description: null,
  content_type: 'video',
  content_url: 'https://youtu.be/x',
  content_body: null,
  order_index: 3,
  duration_minutes: 12,
  is_published: true,
  is_mandatory: false,
  created_at: '2026-11-01T08:00:00Z',
};

describe('lesson form', () => {
  it('defaults to a required draft text lesson of 0 minutes (spec section 5)', () => {
    expect(emptyLessonForm()).toMatchObject({
      content_type: 'text',
      order_index: '0',
      duration_minutes: '0',
      is_published: false,
      is_mandatory: true,
    });
    expect(emptyLessonForm(5).order_index).toBe('5');
  });

  it('puts a new lesson after the last one', () => {
    expect(nextOrderIndex([])).toBe(0);
    expect(nextOrderIndex([{ order_index: 0 }, { order_index: 7 }, { order_index: 2 }])).toBe(8);
  });

  it('requires a title, and an http(s) URL for video and document lessons', () => {
    expect(validateLessonForm(emptyLessonForm())).toEqual({ title: 'This field is required' });
    const video = { ...emptyLessonForm(), title: 'A', content_type: 'video' as const };
    expect(validateLessonForm(video).content_url).toBe('Enter the content URL');
    expect(validateLessonForm({ ...video, content_url: 'ftp://x' }).content_url).toBe(
      'Enter a URL starting with http:// or https://',
    );
    expect(validateLessonForm({ ...video, content_url: 'https://x.org/v.mp4' })).toEqual({});
    const quiz = { ...emptyLessonForm(), title: 'Q', content_type: 'quiz' as const };
    expect(validateLessonForm(quiz)).toEqual({});
  });

  it('rejects negative or fractional numbers', () => {
    const values = { ...emptyLessonForm(), title: 'A', order_index: '-1', duration_minutes: '1.5' };
    expect(Object.keys(validateLessonForm(values)).sort()).toEqual([
      'duration_minutes',
      'order_index',
    ]);
  });

  it('sends the URL only for video and document, the body only for text', () => {
    const text = {
      ...emptyLessonForm(),
      title: ' Intro ',
      content_url: 'https://stale.example',
      content_body: '<p>Hi</p>',
    };
    expect(toLessonCreate(4, text)).toEqual({
      course_id: 4,
      title: 'Intro',
      description: null,
      content_type: 'text',
      content_url: null,
      content_body: '<p>Hi</p>',
      order_index: 0,
      duration_minutes: 0,
      is_published: false,
      is_mandatory: true,
    });
    expect(toLessonFields({ ...text, content_body: '<p></p>' }).content_body).toBeNull();
    const video = { ...lessonToForm(lesson), content_body: '<p>old</p>' };
    expect(toLessonFields(video)).toMatchObject({
      content_type: 'video',
      content_url: 'https://youtu.be/x',
      content_body: null,
      order_index: 3,
      duration_minutes: 12,
      is_published: true,
      is_mandatory: false,
    });
  });

  it('moves a lesson one place and stops at the edges', () => {
    expect(moveLesson([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveLesson([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveLesson([1, 2, 3], 1, -1)).toBeNull();
    expect(moveLesson([1, 2, 3], 3, 1)).toBeNull();
    expect(moveLesson([1, 2, 3], 7, 1)).toBeNull();
  });
});

// A video's address must be playable (the service's rule)
describe('validateLessonForm: video addresses', () => {
  const video = (content_url: string) => ({
    ...emptyLessonForm(),
    title: 'Recorded class',
    content_type: 'video' as const,
    content_url,
  });
  const words = { videoUnplayable: 'Use YouTube, Vimeo or a video file.' };
  it('accepts YouTube, Vimeo and https video files', () => {
    for (const url of [
      'https://youtu.be/rfscVS0vtbw',
      'https://vimeo.com/76979871',
      'https://cdn.example.pk/class.mp4',
    ]) {
      expect(validateLessonForm(video(url), words)).toEqual({});
    }
  });
  it('refuses a Google Drive link with the sentence it is given', () => {
    expect(
      validateLessonForm(video('https://drive.google.com/file/d/1AbC/view'), words).content_url,
    ).toBe(words.videoUnplayable);
  });
  it('leaves documents on any http(s) address', () => {
    expect(
      validateLessonForm(
        { ...video('https://drive.google.com/file/d/1AbC/view'), content_type: 'document' },
        words,
      ),
    ).toEqual({});
  });
});
