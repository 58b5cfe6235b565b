// A voucher line the service writes itself (the arrears, a transport stop's fee) is named in the
// page's language: an Urdu voucher says "ٹرانسپورٹ: Route 1, Kalma Chowk", not the English
// sentence stored beside it for English readers and exports.
import { describe, expect, it } from 'vitest';
import { renderVoucherPdf, WORDING } from '../../src/documents/fee-voucher.js';
import type { DocumentLanguage } from '../../src/documents/pdf.js';
import { voucherFacts } from './fixtures.js';
import { readsInOrder, wordsOf } from './reading.js';

function withTransport(language: DocumentLanguage) {
  const facts = voucherFacts(language);
  return {
    ...facts,
    lines: [
      ...facts.lines,
      {
        label: 'Transport: Route 1, Kalma Chowk',
        kind: 'transport' as const,
        detail: 'Route 1, Kalma Chowk',
        amount: 3000,
        concession: 0,
      },
    ],
    total: facts.total + 3000,
  };
}

describe('voucher lines of the service’s own kinds', () => {
  it.each(['en', 'ur'] as const)('names the transport line and the arrears in %s', async (l) => {
    const words = wordsOf(await renderVoucherPdf(withTransport(l), l));
    const texts = words.map((w) => w.text);
    const t = WORDING[l];
    expect(texts).toContain(t.transport);
    expect(texts).toContain(t.arrears.split(' ')[0]);
    expect(readsInOrder(words, 'Kalma Chowk', false)).toBe(true);
    if (l === 'ur') {
      // No English wording of the stored label is left on the Urdu page.
      expect(texts).not.toContain('Transport');
      expect(texts).not.toContain('Arrears');
    }
  });
});
