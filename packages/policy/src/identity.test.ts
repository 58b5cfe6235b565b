import { describe, expect, it } from 'vitest';
import { latinDigits, normaliseBForm, normaliseCnic, normaliseMobile } from './identity.js';

describe('normaliseMobile', () => {
  it('stores every way a Pakistani mobile is written as +92 and ten digits', () => {
    for (const typed of [
      '03001234567',
      '0300-1234567',
      '0300 1234567',
      '+92 300 1234567',
      '923001234567',
      '00923001234567',
      '(0300) 123-4567',
      '۰۳۰۰۱۲۳۴۵۶۷',
      '٠٣٠٠١٢٣٤٥٦٧',
    ]) {
      expect(normaliseMobile(typed), typed).toBe('+923001234567');
    }
  });
  it('refuses landlines, short numbers and other countries', () => {
    for (const typed of ['0421234567', '0300123456', '+44 7700 900123', '04235761234', 'abc', '']) {
      expect(normaliseMobile(typed), typed).toBeNull();
    }
  });
});

describe('normaliseCnic', () => {
  it('formats 13 digits as #####-#######-#', () => {
    expect(normaliseCnic('3520212345671')).toBe('35202-1234567-1');
    expect(normaliseCnic(' 35202-1234567-1 ')).toBe('35202-1234567-1');
    expect(normaliseCnic('۳۵۲۰۲-۱۲۳۴۵۶۷-۱')).toBe('35202-1234567-1');
  });
  it('refuses 12 or 14 digits and letters', () => {
    expect(normaliseCnic('352021234567')).toBeNull();
    expect(normaliseCnic('35202123456712')).toBeNull();
    expect(normaliseCnic('35202-12345A7-1')).toBeNull();
  });
});

describe('normaliseBForm', () => {
  it('keeps the 13 digits only', () => {
    expect(normaliseBForm('35202-1234567-1')).toBe('3520212345671');
    expect(normaliseBForm('3520 2123 4567 1')).toBe('3520212345671');
    expect(normaliseBForm('35202')).toBeNull();
  });
});

describe('latinDigits', () => {
  it('reads Urdu and Arabic-Indic digits as Latin ones and keeps the rest', () => {
    expect(latinDigits('۴۵ / ٤٥ - 45')).toBe('45 / 45 - 45');
  });
});
