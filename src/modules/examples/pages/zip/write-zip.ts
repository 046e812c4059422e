import { strToU8, zipSync } from 'fflate'

/*
 * The only module of the page that imports fflate: loaded with import() when Export is clicked.
 * zipSync, not the worker-based zip(): a few kilobytes of text, and workers from blob: addresses
 * are refused by the deployment's Content-Security-Policy.
 */

/** A .zip of UTF-8 text files, by entry name (folders as `a/b.txt`). */
export function writeZip(entries: Record<string, string>): Blob {
  const files = Object.fromEntries(
    Object.entries(entries).map(([name, text]) => [name, strToU8(text)]),
  )
  return new Blob([zipSync(files)], { type: 'application/zip' })
}
