import { describe, expect, it } from 'vitest';
import { formatPrice, PKR_PER_USD, usdToPkr } from './money';

describe('formatPrice', () => {
  it('formats rupees with thousands separators and no decimals for whole amounts', () => {
    expect(formatPrice(500, 'PKR')).toBe('PKR 500');
    expect(formatPrice(1800, 'PKR')).toBe('PKR 1,800');
    expect(formatPrice(6500, 'PKR')).toBe('PKR 6,500');
    expect(formatPrice(78000, 'PKR')).toBe('PKR 78,000');
    expect(formatPrice(1250000, 'PKR')).toBe('PKR 1,250,000');
    expect(formatPrice(0, 'PKR')).toBe('PKR 0');
  });

  it('keeps two decimals when there are cents', () => {
    expect(formatPrice(10.5, 'USD')).toBe('$10.50');
    expect(formatPrice(1234.5, 'PKR')).toBe('PKR 1,234.50');
    expect(formatPrice(0.05, 'USD')).toBe('$0.05');
  });

  it('formats dollars with a $ sign', () => {
    expect(formatPrice(10, 'USD')).toBe('$10');
    expect(formatPrice(30, 'USD')).toBe('$30');
    expect(formatPrice(2500, 'USD')).toBe('$2,500');
  });

  it('rounds to the cent before choosing the format', () => {
    expect(formatPrice(9.999, 'USD')).toBe('$10');
    expect(formatPrice(10.004, 'USD')).toBe('$10');
    expect(formatPrice(10.005, 'USD')).toBe('$10.01');
  });

  it('puts the sign of a negative amount in front', () => {
    expect(formatPrice(-5, 'USD')).toBe('-$5');
    expect(formatPrice(-1500, 'PKR')).toBe('-PKR 1,500');
    expect(formatPrice(-0.001, 'USD')).toBe('$0');
  });

  it('refuses amounts that are not finite', () => {
    expect(() => formatPrice(Number.NaN, 'PKR')).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
});

describe('usdToPkr', () => {
  it('uses the spec rate of PKR 280 per USD', () => {
    expect(PKR_PER_USD).toBe(280);
  });

  it('gives the pricing page equivalents of spec section 9', () => {
    expect(formatPrice(usdToPkr(10), 'PKR')).toBe('PKR 2,800'); // Starter, Healthcare add-on
    expect(formatPrice(usdToPkr(30), 'PKR')).toBe('PKR 8,400'); // Professional
    expect(formatPrice(usdToPkr(8), 'PKR')).toBe('PKR 2,240'); // Education add-on
    expect(formatPrice(usdToPkr(7), 'PKR')).toBe('PKR 1,960'); // Retail add-on
  });

  it('rounds to the whole rupee', () => {
    expect(usdToPkr(10.5)).toBe(2940);
    expect(usdToPkr(0.004)).toBe(1);
    expect(usdToPkr(0)).toBe(0);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => usdToPkr(Number.NaN)).toThrow(RangeError);
  });
});
