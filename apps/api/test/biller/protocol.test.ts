// The rail's formats and the consumer-number arithmetic, alone (no database). Examples from the
// public sources: `+0000000186900` (shared/references/payment-rails.md, as the 1LINK amounts are
// written by public integrations); Kuickpay's `[XXXXX][YYYYYYY{YYYYYY}]` (repo thatdevsherry/
// website src/contents/kuickpay-consumer-number-usage.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingMonth,
  consumerDetail,
  consumerNumberOf,
  isRailTime,
  parseRailAmount,
  parseRailDate,
  planProblem,
  railAmount,
  railDate,
  sequenceIn,
  sequenceOf,
} from '../../src/domains/biller/protocol.js';

describe('amounts', () => {
  it('writes a sign and 13 digits of paisa', () => {
    expect(railAmount(1869)).toBe('+0000000186900');
    expect(railAmount(0)).toBe('+0000000000000');
    expect(railAmount(12500)).toBe('+0000001250000');
  });
  it('reads paisa with or without sign and padding, whole rupees only', () => {
    expect(parseRailAmount('+0000000186900')).toBe(1869);
    expect(parseRailAmount('000000186900')).toBe(1869);
    expect(parseRailAmount('186900')).toBe(1869);
    expect(parseRailAmount('186950')).toBeNull(); // paisa: fees are whole rupees
    expect(parseRailAmount('-0000000186900')).toBeNull();
    expect(parseRailAmount('0')).toBeNull();
    expect(parseRailAmount('1869.00')).toBeNull();
    expect(parseRailAmount('')).toBeNull();
  });
  it('reads back what it writes, for every amount a voucher can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (rupees) => {
        expect(parseRailAmount(railAmount(rupees))).toBe(rupees);
      }),
    );
  });
});

describe('dates', () => {
  it('YYYYMMDD both ways, calendar days only', () => {
    expect(railDate('2026-03-10')).toBe('20260310');
    expect(parseRailDate('20260310')).toBe('2026-03-10');
    expect(parseRailDate('20260230')).toBeNull();
    expect(parseRailDate('2026031')).toBeNull();
    expect(billingMonth('2026-03')).toBe('2603');
    expect(isRailTime('101530')).toBe(true);
    expect(isRailTime('246000')).toBe(false);
  });
  it('the consumer detail is printable ASCII of at most 30 characters', () => {
    expect(consumerDetail('Muhammad Ali Hassan Raza Qureshi Khan', 'X')).toBe(
      'Muhammad Ali Hassan Raza Qures',
    );
    expect(consumerDetail('Muhammad Ali Hassan Raza Qureshi Khan', 'X')).toHaveLength(30);
    expect(consumerDetail('زینب', '202603-000042')).toBe('202603-000042');
  });
});

describe('consumer numbers', () => {
  const kuickpay = { prefix: '12345', digits: 7 };
  it('prefix + zero-padded voucher sequence (Kuickpay: 5 + 7 to 13 digits)', () => {
    expect(sequenceOf('202603-000042')).toBe(42);
    expect(consumerNumberOf(kuickpay, '202603-000042')).toBe('123450000042');
    expect(consumerNumberOf({ prefix: '12345', digits: 13 }, '202603-000042')).toBe(
      '123450000000000042',
    );
    // A sequence longer than the school's digits has no number (never a truncated one).
    expect(consumerNumberOf(kuickpay, '202603-12345678')).toBeNull();
    expect(sequenceIn(kuickpay, '123450000042')).toBe(42);
    expect(sequenceIn(kuickpay, '543210000042')).toBeNull();
    expect(sequenceIn(kuickpay, '1234500000420')).toBeNull();
  });
  it('a number names back its voucher, for every plan and sequence that fit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{5}$/),
        fc.integer({ min: 7, max: 13 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (prefix, digits, sequence) => {
          const voucherNo = `202603-${String(sequence).padStart(6, '0')}`;
          const number = consumerNumberOf({ prefix, digits }, voucherNo)!;
          expect(number).toHaveLength(5 + digits);
          expect(number.length).toBeGreaterThanOrEqual(12);
          expect(number.length).toBeLessThanOrEqual(18);
          expect(sequenceIn({ prefix, digits }, number)).toBe(sequence);
        },
      ),
    );
  });
  it('refuses plans outside the published lengths', () => {
    expect(planProblem('kuickpay', { prefix: '1234', digits: 7 })).toMatch(/5 digits/);
    expect(planProblem('kuickpay', { prefix: '12345', digits: 6 })).toMatch(/7 to 13/);
    expect(planProblem('kuickpay', { prefix: '12345', digits: 13 })).toBeNull();
    expect(planProblem('1bill', { prefix: '100422', digits: 13 })).toMatch(/at most 18/);
    expect(planProblem('1bill', { prefix: '100422', digits: 12 })).toBeNull();
  });
});
