// Every translation implements its English catalogue: same keys, same ICU arguments, nothing
// empty, and no English left but names and data. Fails on a missing key in any locale.
import { compareCatalogues, uiLabelsEn, uiLabelsUr } from '@watni/ui/i18n-testing';
import { describe, expect, it } from 'vitest';
import { legalMessages } from './legal';
import legalMessagesUr from './legal.ur';
import { publicShellMessages } from './public';
import publicShellMessagesUr from './public.ur';
import { urduAllowedWords } from './urduAllowedWords';

const pages = [
  'home',
  'nexus',
  'services',
  'products',
  'dehydrator',
  'certifications',
  'pricing',
  'about',
  'contact',
  'terms',
  'privacy',
] as const;

const pagePairs = await Promise.all(
  pages.map(
    async (page) =>
      [
        `public.${page}`,
        (await import(`./public/${page}.en.ts`)).default,
        (await import(`./public/${page}.ur.ts`)).default,
      ] as const,
  ),
);

const pairs: (readonly [string, unknown, unknown])[] = [
  ['ui', uiLabelsEn, uiLabelsUr],
  ['public', publicShellMessages, publicShellMessagesUr],
  ['legal', legalMessages, legalMessagesUr],
  ...pagePairs,
];

describe('Urdu catalogues', () => {
  it.each(pairs)('%s: every key, argument and word translated', (_name, en, ur) => {
    expect(en).toBeTypeOf('object');
    expect(compareCatalogues(en, ur, { allowedWords: urduAllowedWords })).toEqual([]);
  });

  it('reports a missing key, a changed argument and English left behind', () => {
    const en = { a: 'Hello {name}', b: { c: 'Bye' }, list: ['x', 'y'] };
    const ur = { a: 'سلام {nam}', b: {}, list: ['ایکس'], extra: 'Watni' };
    expect(
      compareCatalogues(en, ur, { allowedWords: new Set(['Watni']) }).map((p) => p.key),
    ).toEqual(['a', 'b.c', 'list', 'list[1]', 'extra']);
    expect(compareCatalogues({ a: 'Save' }, { a: 'Save' }, { allowedWords: new Set() })).toEqual([
      { key: 'a', problem: 'English left: Save' },
    ]);
  });
});
