export type AvatarImageType = 'image/png' | 'image/jpeg'

const signatures: readonly { type: AvatarImageType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
]

/** How many leading bytes detectImageType needs. */
export const imageSignatureLength = 8

/**
 * PNG or JPEG by the file's first bytes, never by a Content-Type or a name: an uploaded SVG or
 * HTML file turned into an object URL would run as a same-origin document when opened.
 */
export function detectImageType(bytes: Uint8Array): AvatarImageType | undefined {
  return signatures.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  )?.type
}
