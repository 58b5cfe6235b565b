import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { BASE, fakeFetch, json, MemoryStorage, type SeenRequest } from '../test-helpers';
import { createTokenStore } from '../tokens';
import { saveQuiz } from './quiz-builder';

function setup(handler: (req: SeenRequest) => Response) {
  const tokenStore = createTokenStore({ storage: new MemoryStorage() });
  tokenStore.set({ access_token: 'a', refresh_token: 'r' });
  const { fetch, seen } = fakeFetch(handler);
  const client = createApiClient({ baseUrl: BASE, tokenStore, fetch, onUnauthorized: () => {} });
  return { client, seen };
}

const question = (id: number) => ({
  id,
  assessment_id: 9,
  question_text: 'Q',
  question_type: 'essay',
  options: {},
  points: 1,
  hints: [],
  order_index: 0,
  correct_answer: null,
  accepted_answers: [],
});

const body = { question_text: 'Q', question_type: 'essay' as const };

describe('saveQuiz', () => {
  it('creates the assessment, then each question, and names the ones that failed', async () => {
    const { client, seen } = setup((req) => {
      if (req.path === '/assessments/') return json(201, { id: 9, questions: [] });
      if (req.body.includes('"bad"')) return json(422, { detail: 'question_text is too long.' });
      return json(201, question(seen.length));
    });
    const result = await saveQuiz(client, {
      assessment: { create: { course_id: 3, title: 'Week 1' } },
      deletes: [],
      updates: [],
      creates: [
        { key: 'a', body },
        { key: 'b', body: { ...body, question_text: 'bad' } },
        { key: 'c', body },
      ],
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /assessments/',
      'POST /assessments/9/questions',
      'POST /assessments/9/questions',
      'POST /assessments/9/questions',
    ]);
    expect(result.assessmentId).toBe(9);
    expect(Object.keys(result.saved)).toEqual(['a', 'c']);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ op: 'create', key: 'b' });
  });

  it('runs deletes, updates and creates of an existing quiz, skipping an empty update', async () => {
    const { client, seen } = setup((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, question(5)),
    );
    const result = await saveQuiz(client, {
      assessment: { id: 9, update: null },
      deletes: [4],
      updates: [{ key: 'x', id: 5, body: { order_index: 0 } }],
      creates: [{ key: 'y', body }],
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /assessments/questions/4',
      'PUT /assessments/questions/5',
      'POST /assessments/9/questions',
    ]);
    expect(result.deleted).toEqual([4]);
    expect(result.failures).toEqual([]);
  });

  it('rejects and sends nothing else when the assessment call fails', async () => {
    const { client, seen } = setup(() => json(403, { detail: 'Not your course.' }));
    const error = await saveQuiz(client, {
      assessment: { id: 9, update: { title: 'New' } },
      deletes: [1],
      updates: [],
      creates: [],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Not your course.' });
    expect(seen).toHaveLength(1);
  });
});
