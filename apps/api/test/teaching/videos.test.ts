// Lesson video addresses: only playable ones are accepted, with a
// detail saying what works; older lessons with other links stay editable; the CSP frames exactly
// the players.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../src/db/schema/learning.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, courseId, expectStatus, IQBAL, IQBAL_TEACHER } from '../learning/helpers.js';

const DETAIL =
  'This video link cannot be played in the lesson. Use a YouTube or Vimeo link, or a direct https link to an .mp4, .webm or .ogg file (Google Drive and other file-sharing pages cannot be embedded).';
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let python: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  python = await courseId(t, IQBAL, 'Python for Beginners');
});
afterAll(() => t.close());

const createVideo = (url: string) =>
  call(IQBAL_TEACHER, 'POST', '/lessons/', {
    course_id: python,
    title: 'A video',
    content_type: 'video',
    content_url: url,
  });

describe('video lesson URLs', () => {
  it.each([
    'https://www.youtube.com/watch?v=rfscVS0vtbw',
    'https://youtu.be/rfscVS0vtbw?t=42',
    'https://www.youtube.com/shorts/zOjov-2OZ0E',
    'https://www.youtube.com/embed/PkZNo7MFNFg',
    'https://www.youtube-nocookie.com/embed/PkZNo7MFNFg',
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://cdn.example.pk/lessons/intro.mp4',
    'https://cdn.example.pk/lessons/intro.webm',
    'https://cdn.example.pk/lessons/intro.ogg',
  ])('accepts %s', async (url) => {
    const response = await createVideo(url);
    expectStatus(response, 201);
    expect(response.json()).toMatchObject({ content_url: url });
  });

  it.each([
    DRIVE,
    'https://www.dropbox.com/s/abc/lesson.mp4?dl=0',
    'http://cdn.example.pk/lessons/intro.mp4',
    'https://example.pk/lesson-page',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.facebook.com/watch/?v=123',
  ])('refuses %s with a detail that says what works', async (url) => {
    const response = await createVideo(url);
    expectStatus(response, 422, DETAIL);
    expect(response.json().errors).toEqual([{ field: 'content_url', message: DETAIL }]);
  });

  it('keeps documents on any http(s) address (a Drive PDF opens in a new tab)', async () => {
    const response = await call(IQBAL_TEACHER, 'POST', '/lessons/', {
      course_id: python,
      title: 'Notes',
      content_type: 'document',
      content_url: DRIVE,
    });
    expectStatus(response, 201);
  });

  it('lets an older lesson with a Drive link be renamed, but not re-saved with one', async () => {
    const [legacy] = await t.query((tx) =>
      tx
        .insert(lessons)
        .values({
          tenant_id: IQBAL,
          course_id: python,
          title: 'Old recording',
          content_type: 'video',
          content_url: DRIVE,
          order_index: 90,
        })
        .returning({ id: lessons.id }),
    );
    const id = legacy!.id;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${id}`, { title: 'Old recording (2025)' }),
      200,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${id}`, { content_url: `${DRIVE}&x=1` }),
      422,
      DETAIL,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${id}`, {
        content_url: 'https://youtu.be/rfscVS0vtbw',
      }),
      200,
    );
    // A document turned into a video must bring a playable address.
    const [doc] = await t.query((tx) =>
      tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.title, 'Notes')),
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', `/lessons/${doc!.id}`, { content_type: 'video' }),
      422,
      DETAIL,
    );
  });

  it('frames exactly the players and plays https media', async () => {
    const response = await call(null, 'GET', '/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toContain("media-src 'self' https:;");
  });
});
