import {
  constants,
  createDecipheriv,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  hash as digestOf,
  privateDecrypt,
  randomBytes,
  randomFillSync,
  timingSafeEqual,
} from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CREDENTIAL_ENCRYPTION, ErrorCode } from '@playfront/api-contract';
import type { EncryptedPayload, PublicKeyInfo } from '@playfront/api-contract';
import type { Db } from './db';
import { AppError } from './errors';

// One call, no Hash object: it runs for the token of every authenticated request.
export const sha256 = (text: string): string => digestOf('sha256', text, 'hex');

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** 32 letters and digits without look-alikes (no I, O, 0, 1): each random byte picks one with the same chance. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random bytes for `randomCode`, drawn from the system 4 KiB at a time. */
const drawn = Buffer.alloc(4096);
let drawnAt = drawn.length;

/**
 * `length` characters of `alphabet` chosen by the system's CSPRNG, from bytes drawn 4 KiB at a time as
 * `randomUUID` does (one draw per call showed in a transfer's profile: about 15 µs). Every character has the
 * same chance when the alphabet's size divides 256.
 */
export function randomCode(alphabet: string, length: number): string {
  if (length > drawn.length) throw new RangeError('randomCode: at most 4096 characters');
  if (drawnAt + length > drawn.length) {
    randomFillSync(drawn);
    drawnAt = 0;
  }
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[drawn[drawnAt + i]! % alphabet.length];
  drawnAt += length;
  return code;
}

/** Compares two strings in time independent of where they differ. */
export const safeEqual = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Burns the same time as a real verification, for unknown accounts. */
  verifyDummy(password: string): Promise<false>;
}

/** argon2id (the @node-rs/argon2 default algorithm) with m >= 19 MiB, t >= 2, p = 1. */
export function createPasswordHasher(options: { memoryCost: number; timeCost: number; parallelism: number }) {
  let dummy: Promise<string> | null = null;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, { ...options, algorithm: 2 }),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hasher.hash(randomToken());
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  return hasher;
}

/** How old (or how far ahead) an encrypted payload may be. */
const MAX_PAYLOAD_AGE_MS = 5 * 60 * 1000;

export interface KeyRing {
  publicInfo: PublicKeyInfo;
  /** Decrypts a credential envelope and returns the inner payload (still unvalidated). */
  decrypt(envelope: EncryptedPayload, now: Date): unknown;
  /** A 32-byte key for `purpose`, derived from the private key (same on every replica). */
  deriveKey(purpose: string): Buffer;
}

const kidOf = (publicPem: string): string => sha256(publicPem).slice(0, 16);

/**
 * Loads the active credential key from the database, creating one on first use. The key lives in the
 * database so every replica decrypts with the same key; CREDENTIAL_PRIVATE_KEY (PEM) overrides it.
 */
export async function loadKeyRing(db: Db, privatePemOverride?: string): Promise<KeyRing> {
  let privatePem = privatePemOverride;
  let publicPem: string;
  if (privatePem) {
    publicPem = createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
  } else {
    let row = await db
      .selectFrom('server_keys')
      .select(['private_pem', 'public_pem'])
      .where('active', '=', true)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) {
      const pair = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await db
        .insertInto('server_keys')
        .values({
          kid: kidOf(pair.publicKey),
          private_pem: pair.privateKey,
          public_pem: pair.publicKey,
          created_at: new Date(),
          active: true,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await db
        .selectFrom('server_keys')
        .select(['private_pem', 'public_pem'])
        .where('active', '=', true)
        .orderBy('created_at', 'asc')
        .executeTakeFirstOrThrow();
    }
    privatePem = row.private_pem;
    publicPem = row.public_pem;
  }
  const kid = kidOf(publicPem);
  const jwk = createPublicKey(publicPem).export({ format: 'jwk' }) as Record<string, string>;
  const publicInfo: PublicKeyInfo = {
    kid,
    alg: CREDENTIAL_ENCRYPTION,
    publicKeyPem: publicPem,
    jwk: { ...jwk, alg: 'RSA-OAEP-256', use: 'enc', kid },
  };
  const key = privatePem;
  const refuse = (message: string) => new AppError(400, ErrorCode.decryptionFailed, message);

  return {
    publicInfo,
    deriveKey: (purpose) => createHash('sha256').update(`${purpose}\n`).update(key).digest(),
    decrypt(envelope, now) {
      if (envelope.kid !== kid)
        throw refuse('The payload was encrypted for another key; fetch the public key again');
      let plaintext: string;
      try {
        const aesKey = privateDecrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(envelope.key, 'base64'),
        );
        const iv = Buffer.from(envelope.iv, 'base64');
        const data = Buffer.from(envelope.data, 'base64');
        if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) throw new Error('bad sizes');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
        decipher.setAuthTag(data.subarray(data.length - 16));
        plaintext = Buffer.concat([
          decipher.update(data.subarray(0, data.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw refuse('The encrypted payload could not be decrypted');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(plaintext);
      } catch {
        throw refuse('The encrypted payload is not JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || !('iat' in parsed) || !('data' in parsed)) {
        throw refuse('The encrypted payload has no iat and data');
      }
      const iat = (parsed as { iat: unknown }).iat;
      if (typeof iat !== 'number' || Math.abs(now.getTime() - iat) > MAX_PAYLOAD_AGE_MS) {
        throw refuse('The encrypted payload is too old');
      }
      return (parsed as { data: unknown }).data;
    },
  };
}
