import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './certificate.js';

const facts = {
  number: 'CERT-2026-1-000042',
  code: 'K7QD-9M2X-4RTA-8HNV',
  recipient_name: 'Ayesha Khan',
  course_title: 'Python for Beginners',
  school_name: 'Iqbal Academy',
  issued_at: new Date('2026-11-24T10:00:00Z'),
  verify_url: 'https://watni.pk/verify/K7QD-9M2X-4RTA-8HNV',
};

function pdfText(pdf: Buffer): string | null {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'cert-'));
    const file = join(dir, 'c.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } catch {
    return null; // poppler-utils missing: the byte checks below still run
  }
}

describe('certificate PDF', () => {
  it('renders the English certificate with its facts', async () => {
    const pdf = await renderCertificatePdf(facts, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    if (text !== null) {
      for (const part of [
        'Certificate of Completion',
        'Ayesha Khan',
        'Python for Beginners',
        facts.code,
        facts.number,
        '24 November 2026',
      ]) {
        expect(text).toContain(part);
      }
    }
  });
  it('renders the Urdu certificate with the Urdu font embedded', async () => {
    const pdf = await renderCertificatePdf(facts, 'ur');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('NotoNastaliqUrdu');
    const text = pdfText(pdf);
    if (text !== null) expect(text).toContain(facts.code);
  });
});
