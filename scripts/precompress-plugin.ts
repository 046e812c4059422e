import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What a web server sends compressed (deploy/nginx/server.conf: gzip_static, brotli_static). */
const compressible = /\.(js|css|html|svg|json|txt)$/
/** Below this, the headers cost more than compression saves (nginx's gzip_min_length too). */
const minBytes = 1024

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a build, at the highest
 * levels (done once here instead of on every response): nginx serves them as they are. Node's own
 * zlib does the compressing; this is the glue.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter(
        (file) => compressible.test(file) && !file.includes('/.vite/'),
      )
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.length < minBytes) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
