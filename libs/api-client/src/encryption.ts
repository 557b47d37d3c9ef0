import type { EncryptedPayload, Envelope, PublicKeyInfo } from '@playfront/api-contract';

/** The server's public key, fetched once per base URL and shared by every encrypted call. */
const keys = new Map<string, Promise<PublicKeyInfo>>();

async function fetchPublicKey(baseUrl: string, fetchFn: typeof fetch): Promise<PublicKeyInfo> {
  const response = await fetchFn(`${baseUrl}/wps/system/publicKey`, {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as Envelope<PublicKeyInfo>;
  if (!response.ok || !body.success) throw new Error('public key unavailable');
  return body.value;
}

/** Encrypts a credential payload with the server's published key (see docs/api.md). */
export async function sealPayload(
  baseUrl: string,
  payload: unknown,
  fetchFn: typeof fetch = fetch,
): Promise<EncryptedPayload> {
  let key = keys.get(baseUrl);
  if (!key) {
    key = fetchPublicKey(baseUrl, fetchFn);
    keys.set(baseUrl, key);
    // A failed fetch must not poison the cache: the next call tries again.
    key.catch(() => keys.delete(baseUrl));
  }
  // The cipher loads with the first sealed call (login, register, password): not in the first download.
  const { encryptPayload } = await import('./cipher');
  return encryptPayload(await key, payload);
}

/** Drops the cached key, e.g. after the server rotated it and refused a payload. */
export function forgetPublicKey(baseUrl: string): void {
  keys.delete(baseUrl);
}
