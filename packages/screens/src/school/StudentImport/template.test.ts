import { describe, expect, it } from 'vitest';
import { fileToBase64, IMPORT_COLUMNS, templateCsv } from './template';

describe('import template', () => {
  it('has a header of every column and one example row of as many cells', () => {
    const [header, example] = templateCsv().trim().split('\n');
    expect(header!.split(',')).toEqual([...IMPORT_COLUMNS]);
    // The address holds commas, so it is quoted: count cells outside quotes.
    const cells = example!.match(/("([^"]|"")*"|[^,]+)/g)!;
    expect(cells).toHaveLength(IMPORT_COLUMNS.length);
  });

  it('turns a file into base64', async () => {
    expect(await fileToBase64(new Blob(['admission_no\nA-1\n']))).toBe(btoa('admission_no\nA-1\n'));
  });
});
