// Property tests of the amounts that cross the wire to a wallet: JazzCash carries paisa
// (pp_Amount, PKR × 100, per its merchant integration guide as pinned in providers.test.ts), and
// a fee paid online must come back as the same whole rupees, or be refused, never rounded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPkr } from '../../src/domains/payments-online/html.js';
import { jazzcash, jazzcashHash } from '../../src/domains/payments-online/providers/jazzcash.js';
import { fromPaisa, toPaisa } from '../../src/domains/payments-online/providers/types.js';

const credentials = {
  merchant_id: 'MC12345',
  password: 'pw123',
  secret: 's3cr3tsalt',
  base_url: 'https://sandbox.jazzcash.com.pk',
};
const rupees = fc.integer({ min: 1, max: 9_999_999_999 });

describe('paisa on the wire', () => {
  it('whole rupees go out as paisa and come back as the same rupees', () => {
    fc.assert(
      fc.property(rupees, (amount) => {
        const paisa = toPaisa(amount);
        expect(paisa).toMatch(/^\d+00$/);
        expect(fromPaisa(paisa)).toBe(amount);
      }),
    );
  });

  it('a paisa amount that is not whole rupees is refused, not rounded', () => {
    fc.assert(
      fc.property(rupees, fc.integer({ min: 1, max: 99 }), (amount, extra) => {
        expect(fromPaisa(String(amount * 100 + extra))).toBeNaN();
      }),
    );
    for (const bad of ['', '-100', '12.00', '1e5', ' 100']) expect(fromPaisa(bad)).toBeNaN();
  });

  it('refuses to send nothing, a negative or a fractional amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true, noNaN: true })),
        (bad) => {
          expect(() => toPaisa(bad)).toThrow(/Not an amount/);
        },
      ),
    );
  });

  it('a JazzCash checkout signs the amount asked, and a signed result reports it back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5_000_000 }), async (amount) => {
        const checkout = jazzcash.createCheckout(credentials, {
          txn_ref: 'T20260315001',
          amount,
          bill_reference: 'V-2026-03-0001',
          description: 'Fee',
          return_url: 'https://school.example/return',
          callback_url: 'https://school.example/callback',
          now: new Date('2026-03-31T19:30:00Z'),
        });
        expect(checkout.fields.pp_Amount).toBe(String(amount * 100));
        const result: Record<string, string> = {
          pp_MerchantID: 'MC12345',
          pp_TxnRefNo: 'T20260315001',
          pp_Amount: checkout.fields.pp_Amount!,
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Thank you for Using JazzCash',
          pp_RetreivalReferenceNo: '260315123456',
        };
        result.pp_SecureHash = jazzcashHash(result, credentials.secret);
        const verified = await jazzcash.verifyCallback(credentials, result);
        expect(verified.amount).toBe(amount);
      }),
      { numRuns: 50 },
    );
  });
});

describe('amounts shown to a parent', () => {
  it('read PKR with thousands grouped, and group back to the same rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (amount) => {
        const shown = formatPkr(amount);
        expect(shown).toMatch(/^PKR \d{1,3}(,\d{3})*$/);
        expect(Number(shown.slice(4).replaceAll(',', ''))).toBe(amount);
      }),
    );
  });
});
