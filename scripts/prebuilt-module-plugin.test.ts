import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from 'vite'
import defaultThemes from '@/theme/default-themes'
import { prebuiltModule } from './prebuilt-module-plugin'

const modulePath = 'src/theme/default-themes.ts'
const file = fileURLToPath(new URL(`../${modulePath}`, import.meta.url))

/** The plugin's load hook as the build calls it, after its configuration is resolved. */
async function load(isProduction: boolean, id: string): Promise<unknown> {
  const plugin = prebuiltModule(modulePath)
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ isProduction } as ResolvedConfig)
  const hook = plugin.load as (id: string) => Promise<unknown>
  return hook(id)
}

describe('prebuiltModule', () => {
  it('replaces the module, in a production build, by its default export as data', async () => {
    const code = await load(true, file)
    expect(code).toMatch(/^export default JSON\.parse\(/)
    const json = /^export default JSON\.parse\((.*)\)$/.exec(String(code))?.[1] ?? '""'
    expect(JSON.parse(JSON.parse(json) as string)).toEqual(defaultThemes)
  }, 30_000)

  it('leaves other modules, and a development build, alone', async () => {
    expect(await load(true, fileURLToPath(new URL('../src/theme/contrast.ts', import.meta.url)))).toBeUndefined() // prettier-ignore
    expect(await load(false, file)).toBeUndefined()
  })
})
