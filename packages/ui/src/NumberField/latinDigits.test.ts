import { describe, expect, it } from 'vitest';
import { isNumericInput, latinDigits } from './latinDigits';

describe('latinDigits', () => {
  it('reads Urdu and Arabic-Indic digits as Latin ones', () => {
    expect(latinDigits('۱۰۰۰')).toBe('1000');
    expect(latinDigits('٤٥')).toBe('45');
    expect(latinDigits('۰۳۰۰-۱۲۳۴۵۶۷')).toBe('0300-1234567');
    expect(latinDigits('۱۲٫۵')).toBe('12.5');
    expect(latinDigits('۱٬۰۰۰')).toBe('1,000');
  });
  it('keeps everything else, Latin digits and the absent letters included', () => {
    expect(latinDigits('PKR 12,500')).toBe('PKR 12,500');
    expect(latinDigits('غ')).toBe('غ');
    expect(latinDigits('A')).toBe('A');
    expect(latinDigits('')).toBe('');
  });
  it('knows a numeric input by its type or keyboard', () => {
    expect(isNumericInput({ inputMode: 'numeric' })).toBe(true);
    expect(isNumericInput({ type: 'tel' })).toBe(true);
    expect(isNumericInput({ inputMode: 'decimal' })).toBe(true);
    expect(isNumericInput({ type: 'email' })).toBe(false);
    expect(isNumericInput({})).toBe(false);
  });
});
