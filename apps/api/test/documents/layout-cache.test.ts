// The per-process caches of the text layout (src/documents/pdf.ts: laid-out lines; fonts.ts:
// shaped runs, including the words fontkit shapes only without mark positioning, and the
// subsetter's glyphs) exist for speed alone: every document, in both languages, must come out
// byte for byte as it does with all of them off. Compared on the file's bytes (with the same
// creation date, so the file ID agrees too): the same bytes are the same text, glyphs,
// positions, fonts and pixels.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCertificatePdf } from '../../src/documents/certificate.js';
import { renderReceiptPdf, renderVoucherPdf } from '../../src/documents/fee-voucher.js';
import { fontCaches } from '../../src/documents/fonts.js';
import { type DocumentLanguage, textLayout } from '../../src/documents/pdf.js';
import { renderReportCards } from '../../src/documents/report-card.js';
import {
  certificateFacts,
  LONG_NAME,
  receiptFacts,
  reportCardFacts,
  voucherFacts,
} from './fixtures.js';

/** Every document, with names that shrink and wrap and the words fontkit cannot mark-position. */
const DOCUMENTS: Record<string, (language: DocumentLanguage) => Promise<Buffer>> = {
  voucher: (l) => renderVoucherPdf(voucherFacts(l), l),
  receipt: (l) => renderReceiptPdf(receiptFacts(l), l),
  // Three pages: a long name (wrapped, shrunk), an unpublished card, and the fixture's card,
  // whose Urdu subjects include "انگریزی" (fontkit's mark positioning throws on it).
  'report cards': (l) =>
    renderReportCards(
      [
        reportCardFacts(l, LONG_NAME),
        { ...reportCardFacts(l), is_published: false },
        reportCardFacts(l),
      ],
      l,
    ),
  certificate: (l) => renderCertificatePdf(certificateFacts(l), l),
};

function caches(enabled: boolean) {
  textLayout.cache = enabled;
  fontCaches.enabled = enabled;
}

afterEach(() => {
  caches(true);
  vi.useRealTimers();
});

describe('the layout caches change nothing on the page', () => {
  for (const [name, render] of Object.entries(DOCUMENTS)) {
    for (const language of ['en', 'ur'] as const) {
      it(`${name} (${language})`, async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
        caches(false);
        const without = await render(language);
        caches(true);
        // Twice: the first fills the caches, the second is drawn from them, after other
        // documents have filled them with their own lines.
        await render(language);
        for (const other of Object.values(DOCUMENTS)) await other(language);
        const cached = await render(language);
        expect(cached.subarray(0, 5).toString()).toBe('%PDF-');
        expect(cached.length).toBe(without.length);
        expect(cached.equals(without)).toBe(true);
      });
    }
  }

  it('the comparison sees a change of one glyph (control)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    const facts = voucherFacts('ur');
    const a = await renderVoucherPdf(facts, 'ur');
    const b = await renderVoucherPdf({ ...facts, admission_no: 'IPS-0043' }, 'ur');
    expect(b.equals(a)).toBe(false);
  });
});
