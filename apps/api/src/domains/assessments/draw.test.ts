import { describe, expect, it } from 'vitest';
import {
  type BankCandidate,
  normalizeTags,
  pickLeastSeen,
  planAttemptQuestions,
  seededRng,
  shuffled,
  withShuffledOptions,
} from './draw.js';

const mcq = (id: number, tags: string[]): BankCandidate => ({
  id,
  question_text: `Question ${id}`,
  question_type: 'multiple_choice',
  options: { A: `right ${id}`, B: `wrong ${id}.1`, C: `wrong ${id}.2`, D: `wrong ${id}.3` },
  correct_answer: 'A',
  accepted_answers: [],
  points: 1,
  hints: [],
  tags,
});

const bank = Array.from({ length: 10 }, (_, i) => mcq(100 + i, ['algebra']));

describe('random draws', () => {
  it('draws N distinct questions of the tag, and a retake the ones not seen yet', () => {
    const rng = seededRng(7);
    const seen = new Map<number, number>();
    const first = pickLeastSeen(bank, 5, seen, rng);
    expect(new Set(first.map((q) => q.id)).size).toBe(5);
    for (const q of first) seen.set(q.id, 1);
    const second = pickLeastSeen(bank, 5, seen, rng);
    // The five not seen, whatever the random source says.
    expect(second.map((q) => q.id).sort()).toEqual(
      bank.map((q) => q.id).filter((id) => !first.some((q) => q.id === id)),
    );
  });

  it('reaches every question of the tag over seeded runs (a fair sample, not a fixed one)', () => {
    for (const seed of [1, 2, 3]) {
      const rng = seededRng(seed);
      const hits = new Map<number, number>();
      for (let run = 0; run < 400; run += 1) {
        for (const q of pickLeastSeen(bank, 5, new Map(), rng)) {
          hits.set(q.id, (hits.get(q.id) ?? 0) + 1);
        }
      }
      expect(hits.size).toBe(10);
      // Each question is drawn about half of the time (200 of 400): far from 0 or 400.
      for (const count of hits.values()) expect(count).toBeGreaterThan(120);
      for (const count of hits.values()) expect(count).toBeLessThan(280);
    }
  });

  it('names the draw the bank cannot fill, and never draws a question twice', () => {
    const both = [mcq(1, ['a', 'b']), mcq(2, ['a']), mcq(3, ['b'])];
    const plan = (draws: { tag: string; count: number }[]) =>
      planAttemptQuestions(
        {
          fixed: [],
          draws,
          bank: both,
          seen: new Map(),
          shuffleQuestions: false,
          shuffleOptions: false,
        },
        seededRng(3),
      );
    expect(plan([{ tag: 'a', count: 3 }])).toEqual({ ok: false, tag: 'a', have: 2, count: 3 });
    for (let seed = 0; seed < 20; seed += 1) {
      const result = planAttemptQuestions(
        {
          fixed: [],
          draws: [
            { tag: 'a', count: 1 },
            { tag: 'b', count: 1 },
          ],
          bank: both,
          seen: new Map(),
          shuffleQuestions: false,
          shuffleOptions: false,
        },
        seededRng(seed),
      );
      if (!result.ok) {
        // Only when 'a' took question 1 can 'b' still be filled by 3: it always can.
        throw new Error('the draw of b should always be fillable');
      }
      const ids = result.questions.map((q) => q.id);
      expect(new Set(ids).size).toBe(2);
    }
  });
});

describe('shuffles', () => {
  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const out = shuffled(items, seededRng(11));
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });

  it('re-letters shuffled options and moves the correct letter with its option', () => {
    const rng = seededRng(5);
    const orders = new Set<string>();
    for (let run = 0; run < 50; run += 1) {
      const q = withShuffledOptions({ ...mcq(9, []), source: 'bank' }, rng);
      expect(Object.keys(q.options)).toEqual(['A', 'B', 'C', 'D']);
      expect(q.options[q.correct_answer!]).toBe('right 9');
      expect(Object.values(q.options).sort()).toEqual(
        ['right 9', 'wrong 9.1', 'wrong 9.2', 'wrong 9.3'].sort(),
      );
      orders.add(Object.values(q.options).join('|'));
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('orders fixed then drawn questions unless the quiz shuffles them', () => {
    const fixed = [mcq(1, []), mcq(2, [])];
    const base = {
      fixed,
      draws: [{ tag: 'algebra', count: 3 }],
      bank,
      seen: new Map<number, number>(),
      shuffleOptions: false,
    };
    const plain = planAttemptQuestions({ ...base, shuffleQuestions: false }, seededRng(1));
    if (!plain.ok) throw new Error('fillable');
    expect(plain.questions.slice(0, 2).map((q) => q.id)).toEqual([1, 2]);
    expect(plain.questions.map((q) => q.source)).toEqual(['quiz', 'quiz', 'bank', 'bank', 'bank']);
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const mixed = planAttemptQuestions({ ...base, shuffleQuestions: true }, seededRng(seed));
      if (!mixed.ok) throw new Error('fillable');
      orders.add(mixed.questions.map((q) => q.source).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('tags', () => {
  it('are trimmed, spaced once, lower-cased and distinct', () => {
    expect(normalizeTags([' Algebra ', 'algebra', 'Long   Division', '', 'اردو'])).toEqual([
      'algebra',
      'long division',
      'اردو',
    ]);
  });
});
