import { describe, expect, it } from 'vitest';
import { timeWarning } from './timeWarning';

describe('timeWarning', () => {
  it('says nothing while more than 5 minutes are left', () => {
    expect(timeWarning(1800, 30)).toBeNull();
    expect(timeWarning(301, 30)).toBeNull();
  });

  it('warns at 5 minutes and at 1 minute, and keeps the text between marks', () => {
    expect(timeWarning(300, 30)).toBe('fiveMinutesLeft');
    expect(timeWarning(61, 30)).toBe('fiveMinutesLeft');
    expect(timeWarning(60, 30)).toBe('oneMinuteLeft');
    expect(timeWarning(1, 30)).toBe('oneMinuteLeft');
  });

  it('leaves time-up to the alert', () => {
    expect(timeWarning(0, 30)).toBeNull();
  });

  it('skips a mark at or above the time limit', () => {
    expect(timeWarning(300, 5)).toBeNull();
    expect(timeWarning(60, 5)).toBe('oneMinuteLeft');
    expect(timeWarning(60, 1)).toBeNull();
  });
});
