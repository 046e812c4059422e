// One composition of the seeded template with sample data in a Node process of its own (the
// determinism test starts two): prints the document's SHA-256. Node 20 cannot run the TypeScript
// sources itself; a Vite server in middleware mode, which the project already has, loads them.
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { createSourceLoader } from '../../../core/testing/source-loader.mjs'

const entry = fileURLToPath(new URL('./compose-sample.ts', import.meta.url))
const server = await createSourceLoader()
try {
  const { composeSampleDocument } = await server.ssrLoadModule(entry)
  const bytes = await composeSampleDocument()
  process.stdout.write(createHash('sha256').update(bytes).digest('hex'))
} finally {
  await server.close()
}
