// Page 1 of every document in English and Urdu, drawn by poppler's pdftoppm, against the PNG
// kept in test/documents/baselines/. All fonts are embedded (documents/fonts.ts), so the
// picture does not depend on the machine's fonts; the tolerance absorbs anti-aliasing between
// poppler versions. A changed layout fails here: look at the new pictures, then refresh them
// with UPDATE_DOCUMENT_BASELINES=1 and commit them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../../src/documents/certificate.js';
import { renderReceiptPdf, renderVoucherPdf } from '../../src/documents/fee-voucher.js';
import type { DocumentLanguage } from '../../src/documents/pdf.js';
import { renderReportCards } from '../../src/documents/report-card.js';
import { certificateFacts, receiptFacts, reportCardFacts, voucherFacts } from './fixtures.js';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), 'baselines');
const UPDATE = process.env.UPDATE_DOCUMENT_BASELINES === '1';
/** Pixels per inch of the pictures: enough to see a word's shape and order. */
const DPI = 60;
/** Share of pixels that may differ (beyond pixelmatch's per-pixel colour threshold). */
const TOLERANCE = 0.005;

const DOCUMENTS: Record<string, (language: DocumentLanguage) => Promise<Buffer>> = {
  voucher: (l) => renderVoucherPdf(voucherFacts(l), l),
  receipt: (l) => renderReceiptPdf(receiptFacts(l), l),
  'report-card': (l) => renderReportCards([reportCardFacts(l)], l),
  certificate: (l) => renderCertificatePdf(certificateFacts(l), l),
};

/** Page 1 as a PNG, drawn by pdftoppm. */
export function pagePicture(pdf: Buffer, dpi = DPI): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'picture-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'doc.pdf'),
      join(dir, 'page'),
    ]);
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('documents look as their baselines', () => {
  for (const [name, render] of Object.entries(DOCUMENTS)) {
    for (const language of ['en', 'ur'] as const) {
      it(`${name} (${language})`, async () => {
        const picture = pagePicture(await render(language));
        const file = join(BASELINES, `${name}-${language}.png`);
        if (UPDATE || !existsSync(file)) {
          // A missing baseline is written, and the run fails so that nobody passes without one.
          writeFileSync(file, picture);
          expect(UPDATE, `${file} was missing and has been written: look at it, commit it`).toBe(
            true,
          );
          return;
        }
        const actual = PNG.sync.read(picture);
        const expected = PNG.sync.read(readFileSync(file));
        expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
        const differing = pixelmatch(
          actual.data,
          expected.data,
          null,
          actual.width,
          actual.height,
          { threshold: 0.2 },
        );
        expect(differing / (actual.width * actual.height)).toBeLessThanOrEqual(TOLERANCE);
      });
    }
  }

  it('a page laid out without the reordering step differs from the Urdu baseline', async () => {
    const { textLayout } = await import('../../src/documents/pdf.js');
    textLayout.bidi = false;
    try {
      const actual = PNG.sync.read(pagePicture(await DOCUMENTS.voucher!('ur')));
      const expected = PNG.sync.read(readFileSync(join(BASELINES, 'voucher-ur.png')));
      const differing = pixelmatch(actual.data, expected.data, null, actual.width, actual.height, {
        threshold: 0.2,
      });
      expect(differing / (actual.width * actual.height)).toBeGreaterThan(TOLERANCE);
    } finally {
      textLayout.bidi = true;
    }
  });
});
