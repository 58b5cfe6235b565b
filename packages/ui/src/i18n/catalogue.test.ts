import { describe, expect, it } from 'vitest';
import { defineCatalogue } from './catalogue';

type Tracked = Promise<unknown> & { status?: string; value?: unknown };

describe('Catalogue.read', () => {
  it('gives a bundled language as a promise React reads at once', () => {
    const catalogue = defineCatalogue('test.bundled', { en: { hi: 'Hello' }, ur: { hi: 'سلام' } });
    const read = catalogue.read('en') as Tracked;
    expect(read.status).toBe('fulfilled');
    expect(read.value).toEqual({ hi: 'Hello' });
    expect(catalogue.read('en')).toBe(read);
  });

  it('gives the same pending promise while a chunk loads, and a fulfilled one once loaded', async () => {
    let release: (value: { hi: string }) => void = () => undefined;
    const chunk = new Promise<{ hi: string }>((resolve) => {
      release = resolve;
    });
    const catalogue = defineCatalogue('test.lazy', { en: { hi: 'Hello' }, ur: () => chunk });
    const first = catalogue.read('ur') as Tracked;
    expect(first.status).toBeUndefined();
    expect(catalogue.read('ur')).toBe(first);
    release({ hi: 'سلام' });
    await first;
    // Loaded outside React (nobody marked the promise): a fulfilled copy replaces it.
    const after = catalogue.read('ur') as Tracked;
    expect(after.status).toBe('fulfilled');
    expect(after.value).toEqual({ hi: 'سلام' });
    expect(catalogue.read('ur')).toBe(after);
  });

  it('tries a failed load again', async () => {
    let calls = 0;
    const catalogue = defineCatalogue('test.offline', {
      en: { hi: 'Hello' },
      ur: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ hi: 'سلام' });
      },
    });
    const failed = catalogue.read('ur') as Tracked;
    await expect(failed).rejects.toThrow('offline');
    const retried = catalogue.read('ur');
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toEqual({ hi: 'سلام' });
  });
});
