// The signed PDF in the embedded backend (issue 25): composing a three-page document with six
// images (mock/modules/workflow/documents/three-page-fixture.ts: a countersign of three
// signatures, two seals, a page turned a quarter with an offset CropBox), once its font is loaded:
// the median of 10 (budget 500 ms). Node 20 cannot run the TypeScript sources: a Vite server in
// middleware mode loads them (as the determinism test's processes do).
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { createSourceLoader } from '../../mock/core/testing/source-loader.mjs'
import { summarize } from './support.mjs'

const documents = fileURLToPath(new URL('../../mock/modules/workflow/documents/', import.meta.url))
const budgetMs = 500
const runs = 10

export const documentComposition = {
  id: 'document-composition',
  title: 'Signed PDF in the embedded backend: a three-page document with six images',
  needsBrowser: false,
  async run() {
    const server = await createSourceLoader()
    try {
      const load = (file) => server.ssrLoadModule(`${documents}${file}`)
      const [{ composeDocument }, { documentFont }, fixture] = await Promise.all([
        load('compose-document.ts'),
        load('document-font.ts'),
        load('three-page-fixture.ts'),
      ])
      const base = await fixture.basePdf()
      const compose = () => composeDocument(base, fixture.slots, fixture.content, documentFont())
      // The font is read and the libraries warmed by a first composition, not counted.
      const bytes = await compose()
      const samples = []
      for (let run = 0; run < runs; run += 1) {
        const begin = performance.now()
        await compose()
        samples.push(performance.now() - begin)
      }
      const figures = summarize(samples)
      return {
        rows: [
          {
            label: `compose, font loaded, median of ${runs} (max ${figures.max}; ${Math.round(bytes.length / 1024)} kB)`,
            value: figures.median,
            unit: 'ms',
            budget: budgetMs,
          },
        ],
        data: { ...figures, bytes: bytes.length },
      }
    } finally {
      await server.close()
    }
  },
}
