import type { Plugin } from 'vite'
import { importAtBuild, replacedAtBuild } from './at-build-time.ts'

interface AntdStaticStylesOptions {
  /** The style sheet the app imports: empty in the repository, filled by the build. */
  sheet: string
  /** The module whose `exportName` component draws one of each antd component to write. */
  samples: string
  exportName: string
}

/**
 * Fills `sheet` with the antd styles the `samples` draw (./antd-static-styles.ts), at build time:
 * the signed-in shell's first render writes none of them (issue 26, /index counts painted). A
 * production build only: antd's class names differ in development, where the sheet stays empty
 * and antd writes its styles as it draws.
 */
export function antdStaticStyles(options: AntdStaticStylesOptions): Plugin {
  return replacedAtBuild('antd-static-styles', options.sheet, async () => {
    const Samples = (await importAtBuild(options.samples))[options.exportName]
    if (typeof Samples !== 'function') {
      throw new Error(`antd-static-styles: ${options.samples} exports no ${options.exportName}`)
    }
    // Loaded now, not with the config: antd's class names follow NODE_ENV when it loads.
    const { extractAntdStyles } = await import('./antd-static-styles.ts')
    return extractAntdStyles(Samples as () => null)
  })
}
