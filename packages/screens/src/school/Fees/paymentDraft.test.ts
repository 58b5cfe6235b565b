import { describe, expect, it } from 'vitest';
import { readPayment } from './paymentDraft';

const input = { amount: '2500', method: 'cash' as const, reference: '', paidOn: '2026-11-27' };

describe('readPayment', () => {
  it('sends whole rupees, no reference for cash', () => {
    expect(readPayment(input)).toEqual({
      draft: { amount: 2500, method: 'cash', reference: null, paid_on: '2026-11-27' },
      problems: [],
    });
  });

  it('asks for an amount above zero and in whole rupees', () => {
    for (const amount of ['', '0', '12.5'])
      expect(readPayment({ ...input, amount }).problems).toEqual([
        { field: 'amount', kind: 'required' },
      ]);
  });

  it('refuses more than the balance when there is one', () => {
    expect(readPayment({ ...input, amount: '3000' }, 2500).problems).toEqual([
      { field: 'amount', kind: 'too_high', max: 2500 },
    ]);
    expect(readPayment({ ...input, amount: '3000' }).problems).toEqual([]);
  });

  it('asks for a reference for anything but cash, and the day', () => {
    expect(
      readPayment({ ...input, method: 'cheque', reference: '  ', paidOn: '' }).problems,
    ).toEqual([
      { field: 'paid_on', kind: 'required' },
      { field: 'reference', kind: 'required' },
    ]);
    expect(readPayment({ ...input, method: 'cheque', reference: ' 004512 ' }).draft).toMatchObject({
      reference: '004512',
    });
  });
});
