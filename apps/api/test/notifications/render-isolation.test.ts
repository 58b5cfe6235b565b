// Urdu notices keep Latin names, classes, dates and codes whole: each text value is isolated
// (U+2068 FSI … U+2069 PDI, Unicode Bidirectional Algorithm, UAX #9), so "(Class 5 A)" is not
// split by the right-to-left sentence and the name does not run into the date.
import { describe, expect, it } from 'vitest';
import { renderEvent } from '../../src/domains/notifications/templates/render.js';

describe('Urdu notice texts', () => {
  it('isolates each text value of the absence alert; English is left as it was', () => {
    const data = {
      student_name: 'Ali Raza (Class 5 A)',
      date: '24 November 2026',
      school_name: 'Iqbal Public School',
    };
    const ur = renderEvent('absence', 'ur', data);
    expect(ur.body).toContain('\u2068Ali Raza (Class 5 A)\u2069');
    expect(ur.body).toContain('\u206824 November 2026\u2069');
    // The name and the date are two isolates with Urdu between them, never one run.
    expect(ur.body).not.toMatch(/\(Class 5 A\)\s*24 November/);
    expect(ur.sms.startsWith('\u2068Iqbal Public School\u2069:')).toBe(true);
    // WhatsApp parameters go to an approved template as they are.
    expect(ur.whatsapp.params).toEqual([
      'Ali Raza (Class 5 A)',
      '24 November 2026',
      'Iqbal Public School',
    ]);
    const en = renderEvent('absence', 'en', data);
    expect(en.body).not.toMatch(/[\u2066-\u2069]/);
  });
});
