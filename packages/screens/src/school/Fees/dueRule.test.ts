import { describe, expect, it } from 'vitest';
import { feesMessages } from '../../messages/fees';
import { readDueRule } from './dueRule';

const m = feesMessages.setup;

describe('readDueRule', () => {
  it('reads the due day and the days after issue', () => {
    expect(readDueRule({ dueDay: ' 10 ', afterDays: '15' }, m)).toEqual({
      ok: true,
      due_day: 10,
      due_after_days: 15,
    });
  });

  it('names a day outside 1-28 and days outside 1-60 instead of clamping them', () => {
    expect(readDueRule({ dueDay: '31', afterDays: '0' }, m)).toEqual({
      ok: false,
      problems: {
        dueDay: 'Give a day from 1 to 28.',
        afterDays: 'Give a number of days from 1 to 60.',
      },
    });
    expect(readDueRule({ dueDay: '5', afterDays: '61' }, m)).toEqual({
      ok: false,
      problems: { afterDays: 'Give a number of days from 1 to 60.' },
    });
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['', 'ten', '1.5', '-3'])
      expect(readDueRule({ dueDay: text, afterDays: '10' }, m)).toMatchObject({
        ok: false,
        problems: { dueDay: 'Give a day from 1 to 28.' },
      });
  });
});
