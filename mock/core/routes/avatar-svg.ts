import type { UserRecord } from '../db/types.ts'

const palette = ['#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1']

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/**
 * A generated avatar: the first character of the user's name on a colour picked from the id, so
 * each user looks different and the image is stable across restarts.
 */
export function renderAvatarSvg(user: UserRecord): string {
  const label = escapeXml(Array.from(user.name ?? user.userName)[0]?.toUpperCase() ?? '?')
  const colour = palette[parseInt(user.id.slice(-2), 16) % palette.length]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" rx="24" fill="${colour}"/>`,
    '<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="64"',
    ` fill="#fff">${label}</text>`,
    '</svg>',
  ].join('')
}
