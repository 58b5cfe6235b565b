import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { easypaisa, easypaisaHashedRequest } from './easypaisa.js';
import { jazzcash, jazzcashHash } from './jazzcash.js';
import { sandbox, sandboxSigned } from './sandbox.js';
import { fromPaisa, karachiStamp, SignatureError, toPaisa } from './types.js';

// Known answers computed outside this code (openssl dgst -sha256 -hmac / openssl enc -aes-128-ecb).
const JAZZ_FIELDS = {
  pp_Version: '1.1',
  pp_TxnType: '',
  pp_Language: 'EN',
  pp_MerchantID: 'MC12345',
  pp_SubMerchantID: '',
  pp_Password: 'pw123',
  pp_TxnRefNo: 'T20260315001',
  pp_Amount: '100000',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20260315103000',
  pp_BillReference: 'INV1001',
  pp_Description: 'Fee March',
  pp_TxnExpiryDateTime: '20260316103000',
  pp_ReturnURL: 'https://school.example/return',
  ppmpf_1: '',
};
const JAZZ_HASH = 'F0DBAC4A5C6256B151918A347C01A4E1A8C70A9F9736E1CA78A1A9632EBF497C';

const credentials = {
  merchant_id: 'MC12345',
  password: 'pw123',
  secret: 's3cr3tsalt',
  base_url: 'https://sandbox.jazzcash.com.pk',
};

describe('JazzCash', () => {
  it('signs the non-empty pp_ fields sorted by name with the integrity salt (known answer)', () => {
    expect(jazzcashHash(JAZZ_FIELDS, 's3cr3tsalt')).toBe(JAZZ_HASH);
    expect(jazzcashHash({ ...JAZZ_FIELDS, pp_SecureHash: 'X' }, 's3cr3tsalt')).toBe(JAZZ_HASH);
    expect(jazzcashHash({ ...JAZZ_FIELDS, pp_Amount: '100100' }, 's3cr3tsalt')).not.toBe(JAZZ_HASH);
  });

  it('builds a checkout in paisa, Pakistan time, signed', () => {
    const checkout = jazzcash.createCheckout(credentials, {
      txn_ref: 'T20260315001',
      amount: 1000,
      bill_reference: 'V-2026-03-0001',
      description: 'Fee for March (Class 5)',
      return_url: 'https://school.example/return',
      callback_url: 'https://school.example/callback',
      now: new Date('2026-03-15T05:30:00Z'),
    });
    expect(checkout.action).toBe(
      'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
    );
    expect(checkout.fields.pp_Amount).toBe('100000');
    expect(checkout.fields.pp_TxnDateTime).toBe('20260315103000');
    expect(checkout.fields.pp_BillReference).toBe('V2026030001');
    expect(checkout.fields.pp_SecureHash).toBe(jazzcashHash(checkout.fields, 's3cr3tsalt'));
  });

  it('verifies a signed result and refuses a forged or altered one', async () => {
    const result: Record<string, string> = {
      pp_MerchantID: 'MC12345',
      pp_TxnRefNo: 'T1',
      pp_Amount: '250000',
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Thank you for Using JazzCash',
      pp_RetreivalReferenceNo: '260315123456',
    };
    result.pp_SecureHash = jazzcashHash(result, credentials.secret);
    await expect(jazzcash.verifyCallback(credentials, result)).resolves.toMatchObject({
      txn_ref: 'T1',
      amount: 2500,
      outcome: 'confirmed',
      provider_ref: '260315123456',
    });
    await expect(
      jazzcash.verifyCallback(credentials, { ...result, pp_Amount: '350000' }),
    ).rejects.toBeInstanceOf(SignatureError);
    const forged = { ...result, pp_SecureHash: jazzcashHash(result, 'guessed') };
    await expect(jazzcash.verifyReturn(credentials, forged)).rejects.toBeInstanceOf(SignatureError);
    const pending: Record<string, string> = { ...result, pp_ResponseCode: '124' };
    pending.pp_SecureHash = jazzcashHash(pending, credentials.secret);
    await expect(jazzcash.verifyReturn(credentials, pending)).resolves.toMatchObject({
      outcome: 'pending',
    });
  });
});

describe('Easypaisa', () => {
  const fields = {
    amount: '1500.0',
    autoRedirect: '1',
    expiryDate: '20260316 103000',
    orderRefNum: 'EP1001',
    postBackURL: 'https://school.example/return',
    storeId: '12345',
  };
  it('encrypts the sorted request with AES-128-ECB under the hash key (known answer)', () => {
    const hashed = easypaisaHashedRequest(fields, 'ABCDEFGHIJKLMNOP');
    expect(hashed).toBe(
      '6rbjSXpuOKaDIhNrw0OYeM5IVmCGHxGlKTqjtSMKAixWQY1Ys71VZUNwfYip0V+vp+FB+vrafiq8ToTRCGkraKK3xQit5mMmA/IL1hNEkAXoYk0ZNroD6c3D26CXUCT8jpLlDOYFmSpYc96tGwgcm87f5JJvBFUUte7ef7cMepTe9/PfvDK+BgZll8R437m1',
    );
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from('ABCDEFGHIJKLMNOP'), null);
    const plain = Buffer.concat([decipher.update(hashed, 'base64'), decipher.final()]).toString();
    expect(plain).toBe(
      'amount=1500.0&autoRedirect=1&expiryDate=20260316 103000&orderRefNum=EP1001&postBackURL=https://school.example/return&storeId=12345',
    );
  });

  it('refuses a hash key that is not 16 characters', () => {
    expect(() => easypaisaHashedRequest(fields, 'short')).toThrow(/16/);
  });

  it('reads the order reference of a return and of an IPN', () => {
    expect(easypaisa.referenceOf({ status: '0000', orderRefNumber: 'EP1' })).toBe('EP1');
    expect(
      easypaisa.referenceOf({
        url: 'https://easypay.example/easypay-service/PartnerBusinessService/IPNer/12345/EP2',
      }),
    ).toBe('EP2');
  });
});

describe('sandbox', () => {
  const creds = { merchant_id: 'SANDBOX-1', secret: 'k', base_url: 'http://localhost:3000' };
  it('accepts its own signed result and refuses an altered one', async () => {
    const result = sandboxSigned(
      { merchant: 'SANDBOX-1', txn_ref: 'W1', amount: '700', status: 'paid', sandbox_ref: 'SB1' },
      'k',
    );
    await expect(sandbox.verifyCallback(creds, result)).resolves.toMatchObject({
      amount: 700,
      outcome: 'confirmed',
    });
    await expect(sandbox.verifyCallback(creds, { ...result, amount: '7000' })).rejects.toThrow(
      SignatureError,
    );
    await expect(
      sandbox.verifyCallback({ ...creds, merchant_id: 'SANDBOX-2' }, result),
    ).rejects.toThrow(SignatureError);
  });
});

describe('amounts and times', () => {
  it('converts rupees to paisa and back, refusing fractions', () => {
    expect(toPaisa(12500)).toBe('1250000');
    expect(fromPaisa('1250000')).toBe(12500);
    expect(fromPaisa('1250050')).toBeNaN();
    expect(fromPaisa('12a')).toBeNaN();
    expect(() => toPaisa(0)).toThrow();
  });
  it('stamps Pakistan time', () => {
    expect(karachiStamp(new Date('2026-03-15T20:00:00Z'))).toBe('20260316010000');
  });
});

describe('Urdu details', () => {
  it('has an Urdu sentence for every detail of online payment', async () => {
    const { ONLINE_MESSAGES } = await import('../service.js');
    const { localizeDetail } = await import('../../../http/i18n/localizeDetail.js');
    for (const english of Object.values(ONLINE_MESSAGES)) {
      expect(localizeDetail(english, 'ur'), english).not.toBe(english);
    }
  });
});
