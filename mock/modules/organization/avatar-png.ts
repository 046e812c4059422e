import type { UserRecord } from '../../core/db/types.ts'
import type { MockResponse } from '../../core/http/mock-http.ts'
import { imageResponse } from '../../core/images/image-response.ts'
import { encodeSolidPng, type Rgb } from '../../core/images/solid-png.ts'

const palette: readonly Rgb[] = [
  [0x16, 0x77, 0xff],
  [0x13, 0xc2, 0xc2],
  [0x52, 0xc4, 0x1a],
  [0xfa, 0x8c, 0x16],
  [0xeb, 0x2f, 0x96],
  [0x72, 0x2e, 0xd1],
]

const avatarSize = 128
const encoded = new Map<number, Uint8Array>()

/**
 * A generated avatar: a square in a colour picked from the id, so users look different and the
 * image is stable across restarts. Encoded once per colour.
 */
export function renderAvatarPng(user: UserRecord): Uint8Array {
  const index = parseInt(user.id.slice(-2), 16) % palette.length
  let png = encoded.get(index)
  if (!png) {
    png = encodeSolidPng(avatarSize, palette[index])
    encoded.set(index, png)
  }
  return png
}

/** The uploaded avatar, else the generated one (business-api.md §0.5 download). */
export function avatarResponse(user: UserRecord): MockResponse {
  return user.avatarImage
    ? imageResponse(user.avatarImage.type, user.avatarImage.bytes)
    : imageResponse('image/png', renderAvatarPng(user))
}
