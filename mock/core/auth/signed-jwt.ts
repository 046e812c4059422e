import { randomBytes, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

/**
 * HS256 JWTs for the mock's own tokens, through jose. A new random key per process: tokens never
 * survive a restart and cannot be forged from outside.
 */
const processKey = new Uint8Array(randomBytes(32))

/** Signs `payload` (which brings its own iat/exp) and gives the token a fresh `jti`. */
export function signJwt(payload: JWTPayload, type: string, key = processKey): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: type })
    .setJti(randomUUID())
    .sign(key)
}

/**
 * The payload of a token signed with this process's key and of the given `typ`, or null. No clock
 * skew (JwtBearer allows 5 minutes) so that short test lifetimes really expire.
 */
export async function verifyJwt(token: string, type: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, processKey, {
      typ: type,
      algorithms: ['HS256'],
      clockTolerance: 0,
      requiredClaims: ['sub', 'exp'],
    })
    return payload
  } catch {
    return null
  }
}
