import { Type } from 'typebox';
import type { Static } from 'typebox';
import { CREDENTIAL_ENCRYPTION } from '../constants';

/**
 * A credential payload encrypted for the server. All binary fields are standard base64.
 * `key`: the AES key encrypted with the server's RSA public key; `iv`: 12 bytes; `data`: AES-GCM ciphertext
 * with its 16-byte tag appended, of the UTF-8 JSON `{ "iat": <ms since epoch>, "data": <payload> }`.
 */
export const EncryptedPayload = Type.Object(
  {
    enc: Type.Literal(CREDENTIAL_ENCRYPTION),
    kid: Type.String({ minLength: 1, maxLength: 64 }),
    key: Type.String({ minLength: 1, maxLength: 1024 }),
    iv: Type.String({ minLength: 16, maxLength: 16 }),
    data: Type.String({ minLength: 1, maxLength: 16384 }),
  },
  { additionalProperties: false },
);
export type EncryptedPayload = Static<typeof EncryptedPayload>;

/** The server's published key (GET /wps/system/publicKey). */
export const PublicKeyInfo = Type.Object({
  kid: Type.String(),
  alg: Type.Literal(CREDENTIAL_ENCRYPTION),
  publicKeyPem: Type.String(),
  jwk: Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String()), Type.Boolean()])),
});
export type PublicKeyInfo = Static<typeof PublicKeyInfo>;
