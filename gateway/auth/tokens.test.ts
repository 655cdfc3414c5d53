import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, signSessionToken, verifySessionToken } from './tokens';

const secret = randomBytes(32);
const claims = { userId: 7, sessionId: '5b0f0e8e-0f6f-4f1f-9a6e-1b2f3c4d5e6f' };
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('session tokens', () => {
  it('round-trip their user and session', async () => {
    const token = await signSessionToken(secret, claims, inAnHour());
    expect(await verifySessionToken(secret, token)).toEqual(claims);
  });

  it('are refused once expired', async () => {
    const token = await signSessionToken(secret, claims, new Date(Date.now() - 1000));
    expect(await verifySessionToken(secret, token)).toBeNull();
  });

  it('are refused when signed with another key', async () => {
    const token = await signSessionToken(randomBytes(32), claims, inAnHour());
    expect(await verifySessionToken(secret, token)).toBeNull();
  });

  it('are refused with another algorithm, even with the right key (the algorithm is pinned)', async () => {
    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer('repour')
      .setAudience('repour')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifySessionToken(secret, hs512)).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId }).setSubject('7').setIssuer('repour').setAudience('repour').encode();
    expect(await verifySessionToken(secret, unsigned)).toBeNull();
  });

  it('are refused when tampered with', async () => {
    const token = await signSessionToken(secret, claims, inAnHour());
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.sub = '1';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect(await verifySessionToken(secret, tampered)).toBeNull();
  });

  it('are refused when malformed', async () => {
    for (const junk of ['', 'abc', 'a.b.c', '{secret}']) expect(await verifySessionToken(secret, junk)).toBeNull();
  });
});

describe('bearer tokens', () => {
  it('are read from an Authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
