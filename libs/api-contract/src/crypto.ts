import { CREDENTIAL_ENCRYPTION } from './constants';
import type { EncryptedPayload, PublicKeyInfo } from './schemas/credentials';

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const pemToDer = (pem: string): Uint8Array<ArrayBuffer> =>
  fromBase64(pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function importPublicKey(key: string | JsonWebKey): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  return typeof key === 'string'
    ? subtle.importKey('spki', pemToDer(key), rsaParams, false, ['encrypt'])
    : subtle.importKey('jwk', key, rsaParams, false, ['encrypt']);
}

/**
 * Encrypts a credential payload for the server with WebCrypto (browsers and Node >= 20).
 * Pass the object of GET /wps/system/publicKey, or a PEM / JWK and a `kid`.
 */
export async function encryptPayload(
  publicKey: Pick<PublicKeyInfo, 'kid' | 'publicKeyPem'> | string | JsonWebKey,
  payload: unknown,
  options: { kid?: string; now?: number } = {},
): Promise<EncryptedPayload> {
  const subtle = globalThis.crypto.subtle;
  const isInfo = typeof publicKey === 'object' && 'publicKeyPem' in publicKey;
  const rsaKey = await importPublicKey(isInfo ? publicKey.publicKeyPem : (publicKey as string | JsonWebKey));
  const kid = options.kid ?? (isInfo ? publicKey.kid : undefined);
  if (!kid) throw new Error('encryptPayload needs the key id (kid) of the server key');
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ iat: options.now ?? Date.now(), data: payload }),
  );
  const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const key = new Uint8Array(await subtle.encrypt(rsaParams, rsaKey, rawKey));
  return { enc: CREDENTIAL_ENCRYPTION, kid, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Length of the key at the end of a customer-service path. */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array => {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
};

const xorWithKey = (bytes: Uint8Array, key: string): Uint8Array => {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ keyBytes[i % keyBytes.length]);
};

/**
 * Customer-service paths are obfuscated, not secret: base64url(UTF-8 url XOR repeated key) followed by the
 * 8-character key. This only keeps chat URLs out of casual scraping; see docs/api.md.
 */
export function encodeCustomerServicePath(url: string, key: string): string {
  if (key.length !== CUSTOMER_SERVICE_KEY_LENGTH || !/^[A-Za-z0-9]+$/.test(key)) {
    throw new Error('customer-service key must be 8 alphanumeric characters');
  }
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** Inverse of encodeCustomerServicePath: the last 8 characters are the key. */
export function decodeCustomerServicePath(path: string): string {
  const key = path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
  const body = path.slice(0, -CUSTOMER_SERVICE_KEY_LENGTH);
  return new TextDecoder().decode(xorWithKey(fromBase64Url(body), key));
}
