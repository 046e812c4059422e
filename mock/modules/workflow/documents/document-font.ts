import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The font the signed PDFs embed (workflow-api.md §7): Noto Sans SC cut to GB 2312, committed in
 * mock/assets/fonts with its licence (OFL 1.1) and the script that made it, never a system path:
 * a fresh machine composes with `npm start`. Read once, on the first document.
 */
let font: Uint8Array | null = null
const fileName = 'NotoSansSC-GB2312.ttf'

/** Beside the sources; the standalone server runs a bundle elsewhere, from the project's root. */
function fontPath(): string {
  const besideSources = fileURLToPath(new URL(`../../../assets/fonts/${fileName}`, import.meta.url))
  return existsSync(besideSources) ? besideSources : join(process.cwd(), 'mock/assets/fonts', fileName) // prettier-ignore
}

export function documentFont(): Uint8Array {
  font ??= new Uint8Array(readFileSync(fontPath()))
  return font
}
