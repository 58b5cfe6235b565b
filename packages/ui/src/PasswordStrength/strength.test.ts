import { describe, expect, it } from 'vitest';
import { filledBars, MIN_ACCEPTED_SCORE, strengthMessage, strengthTone } from './strength';

describe('password strength', () => {
  it('calls every score the service refuses weak, and says why', () => {
    expect(MIN_ACCEPTED_SCORE).toBe(2);
    expect(strengthTone(0)).toBe('weak');
    expect(strengthTone(1)).toBe('weak');
    expect(strengthMessage(0, 'topTen')).toBe(
      'Password strength: Too easy to guess. This is one of the most common passwords.',
    );
    expect(strengthMessage(1, 'unheardOf')).toBe(
      'Password strength: Too easy to guess. Add another word or two, or mix in numbers and symbols.',
    );
  });

  it('names accepted levels without a reason', () => {
    expect(strengthMessage(2, 'similarToCommon')).toBe('Password strength: Fair.');
    expect(strengthMessage(3, null)).toBe('Password strength: Good.');
    expect(strengthMessage(4, null)).toBe('Password strength: Strong.');
  });

  it('fills at least one bar so a weak password still shows red', () => {
    expect([0, 1, 2, 3, 4].map((score) => filledBars(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      1, 1, 2, 3, 4,
    ]);
  });
});
