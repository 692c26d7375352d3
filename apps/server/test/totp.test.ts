import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../src/lib/secret-box.ts';
import {
  base32Decode,
  base32Encode,
  hotp,
  otpauthUrl,
  totpCode,
  totpStep,
  verifyTotp,
} from '../src/lib/totp.ts';
import { randomBytes } from 'node:crypto';

// RFC 6238 appendix B (SHA-1 rows; the seed is the ASCII "12345678901234567890") and RFC 4226 appendix D.
const seed = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i the 8-digit code is %s, and the 6-digit one its last six digits', (seconds, code) => {
    expect(totpCode(seed, seconds * 1000, 8)).toBe(code);
    expect(totpCode(seed, seconds * 1000)).toBe(code.slice(2));
  });

  it('HOTP matches RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    const key = Buffer.from('12345678901234567890');
    expect(expected.map((_, i) => hotp(key, i))).toEqual(expected);
  });

  it('base32 round-trips and reads the RFC 4648 test vectors', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi').toString()).toBe('foobar');
    const bytes = randomBytes(20);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('MZ1')).toThrow();
  });

  it('accepts one step either side, refuses two, and a step used already', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(verifyTotp(seed, totpCode(seed, now), now)).toBe(step);
    expect(verifyTotp(seed, totpCode(seed, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(seed, totpCode(seed, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(seed, totpCode(seed, now - 60_000), now)).toBeNull();
    expect(verifyTotp(seed, totpCode(seed, now + 60_000), now)).toBeNull();
    // Replay: the same code (or an older one) after its step was used.
    expect(verifyTotp(seed, totpCode(seed, now), now, step)).toBeNull();
    expect(verifyTotp(seed, totpCode(seed, now - 30_000), now, step - 1)).toBeNull();
    expect(verifyTotp(seed, totpCode(seed, now + 30_000), now, step)).toBe(step + 1);
    expect(verifyTotp(seed, '12345', now)).toBeNull();
    expect(verifyTotp(seed, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl({ issuer: 'Demo Casino', account: 'admin', secret: 'JBSWY3DPEHPK3PXP' }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Demo Casino:admin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Demo Casino',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('secrets at rest (AES-256-GCM)', () => {
  it('opens what it sealed, only with the same key and context', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:1')).not.toBe(sealed);
    expect(openSecret(key, sealed, 'staff-totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, sealed, 'staff-totp:2')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'staff-totp:1')).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'staff-totp:1')).toThrow();
  });
});
