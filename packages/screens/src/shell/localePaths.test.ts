import { describe, expect, it } from 'vitest';
import { alternatePaths, localeOfPath, localizedPath, stripLocale } from './localePaths';

describe('locale paths', () => {
  it('reads the language from the prefix', () => {
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/pricing')).toBe('ur');
    expect(localeOfPath('/pricing')).toBe('en');
    expect(localeOfPath('/urdu-courses')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a page between languages', () => {
    expect(localizedPath('/', 'ur')).toBe('/ur');
    expect(localizedPath('/products/dehydrator', 'ur')).toBe('/ur/products/dehydrator');
    expect(localizedPath('/ur/products/dehydrator', 'en')).toBe('/products/dehydrator');
    expect(localizedPath('/ur', 'en')).toBe('/');
    expect(localizedPath('/ur/pricing', 'ur')).toBe('/ur/pricing');
    expect(stripLocale('/ur/about')).toBe('/about');
  });

  it('lists every language of a page', () => {
    expect(alternatePaths('/ur/about')).toEqual([
      { locale: 'en', path: '/about' },
      { locale: 'ur', path: '/ur/about' },
    ]);
  });
});
