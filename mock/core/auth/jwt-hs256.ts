import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The smallest JWS (compact, HS256) implementation the mock needs. node:crypto only, so the core
 * runs unchanged in the Vite server and in vitest.
 */
export type JwtPayload = Record<string, unknown>

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown
}

function sign(input: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(input).digest()
}

export function signHs256(payload: JwtPayload, secret: Uint8Array, type: string): string {
  const signingInput = `${encodeSegment({ alg: 'HS256', typ: type })}.${encodeSegment(payload)}`
  return `${signingInput}.${sign(signingInput, secret).toString('base64url')}`
}

export interface VerifiedJwt {
  header: Record<string, unknown>
  payload: JwtPayload
}

/** Checks structure, algorithm and signature only; claim checks (exp, typ) are the caller's. */
export function verifyHs256(token: string, secret: Uint8Array): VerifiedJwt | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [headerPart, payloadPart, signaturePart] = parts
  try {
    const header = decodeSegment(headerPart)
    const payload = decodeSegment(payloadPart)
    if (!isObject(header) || !isObject(payload) || header.alg !== 'HS256') return null
    const expected = sign(`${headerPart}.${payloadPart}`, secret)
    const actual = Buffer.from(signaturePart, 'base64url')
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
    return { header, payload }
  } catch {
    return null
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
