/** Characters Windows, macOS or Linux refuse in a file name (control characters apart). */
const forbidden = new Set('\\/:*?"<>|')
/** Device names Windows will not use as a file name, whatever the extension. */
const reserved = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i
const maxBaseLength = 120

function isAllowed(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code >= 32 && code !== 127 && !forbidden.has(char)
}

/**
 * The name a download is saved as: what the user typed without the characters a file system
 * refuses, with `.extension` appended once (typing "report.xlsx" gives "report.xlsx", not
 * "report.xlsx.xlsx"). '' when nothing usable is left, so the form can say so.
 */
export function toFileName(input: string, extension: string): string {
  const suffix = `.${extension.toLowerCase()}`
  // Line breaks and tabs become spaces before the other control characters go.
  let base = [...input.replace(/\s+/g, ' ')]
    .filter(isAllowed)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
  while (base.toLowerCase().endsWith(suffix)) base = base.slice(0, -suffix.length).trimEnd()
  // A leading dot hides the file; Windows drops trailing dots and spaces.
  base = base.replace(/^[.\s]+|[.\s]+$/g, '')
  base = [...base].slice(0, maxBaseLength).join('').trimEnd()
  if (reserved.test(base)) base = `${base}_`
  return base ? `${base}${suffix}` : ''
}
