// AGS 2.0 score posting messages, checked the way a platform's token endpoint and score
// endpoint would: the assertion verified with the tool's published key (Security Framework 1.0
// §4.1: iss = sub = client_id, aud = token endpoint, exp, jti), the score's fields (AGS 2.0 §3.4).
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  clientCredentialsForm,
  quizScore,
  SCORE_SCOPE,
  scoresUrl,
} from '../../src/domains/lti/ags-score.js';

describe('AGS score posting', () => {
  it('signs a client-credentials assertion the platform can verify with the tool JWKS', async () => {
    const tool = await generateKeyPair('RS256', { extractable: true });
    const jwks = { keys: [{ ...(await exportJWK(tool.publicKey)), kid: 'tool-1', alg: 'RS256' }] };
    const tokenUrl = 'https://platform.example.org/token';
    const form = await clientCredentialsForm({
      clientId: 'watni',
      tokenUrl,
      toolKey: tool.privateKey,
      kid: 'tool-1',
    });
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    );
    expect(form.get('scope')).toBe(SCORE_SCOPE);
    const { payload } = await jwtVerify(
      form.get('client_assertion') ?? '',
      createLocalJWKSet(jwks),
      {
        issuer: 'watni',
        subject: 'watni',
        audience: tokenUrl,
        requiredClaims: ['jti', 'exp', 'iat'],
      },
    );
    expect(payload.exp).toBe((payload.iat ?? 0) + 300);
    const other = await generateKeyPair('RS256');
    const foreign = {
      keys: [{ ...(await exportJWK(other.publicKey)), kid: 'tool-1', alg: 'RS256' }],
    };
    await expect(
      jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(foreign)),
    ).rejects.toThrow();
  });

  it('builds the §3.4 score and the scores URL beside the line item', () => {
    const at = new Date('2026-11-28T10:00:00.123Z');
    expect(quizScore({ userId: 'u-42', scoreGiven: 7, scoreMaximum: 10, at })).toEqual({
      userId: 'u-42',
      scoreGiven: 7,
      scoreMaximum: 10,
      activityProgress: 'Submitted',
      gradingProgress: 'FullyGraded',
      timestamp: '2026-11-28T10:00:00.123Z',
    });
    expect(() => quizScore({ userId: 'u', scoreGiven: 1, scoreMaximum: 0, at })).toThrow(
      RangeError,
    );
    expect(scoresUrl('https://lms.example.com/context/2923/lineitems/1/lineitem?type_id=1')).toBe(
      'https://lms.example.com/context/2923/lineitems/1/lineitem/scores?type_id=1',
    );
  });
});
