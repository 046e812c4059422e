import type { Plugin } from 'vite'

/** What a page of the route table may count as loaded before it: the signed-in layout's chunks. */
export interface LayoutPages {
  /** The signed-in layout's module (its chunk and static imports load before any page in it). */
  layout: RegExp
  /** Page modules, and among them those rendered outside the layout (sign-in, full window). */
  pages: RegExp
  outsideLayout: RegExp
}

/**
 * Preload lists without what is loaded already. For each lazy import, Vite lists every chunk it
 * needs, the importer's own static imports included (collectPreloadDependencies starts from the
 * importer alone): those are loaded before the importer runs, so preloading them again does
 * nothing but cost bytes in the importer. For the route table (in the signed-in shell's entry)
 * that was 60–90 indices per lazy page. Left out of a list:
 * - the importer's static import closure;
 * - for a page rendered inside the signed-in layout, the layout chunk's static closure: the
 *   router loads the layout with (or before) the page, so the page's own imports find those
 *   chunks fetched or in flight. Pages outside the layout (`outsideLayout`: the sign-in pages, the
 *   app launch) keep their whole lists: nothing has loaded them there.
 * The plugin records the closures as the bundle is written (its generateBundle runs before Vite's
 * import analysis writes the lists); without them it leaves the lists as they are.
 */
export function preloadWithoutLoaded(layoutPages: LayoutPages): {
  plugin: Plugin
  withoutLoaded: (filename: string, hostId: string, deps: string[]) => string[]
} {
  const closures = new Map<string, Set<string>>()
  const layoutInside = new Set<string>()
  let layoutClosure = new Set<string>()
  const plugin: Plugin = {
    name: 'preload-without-loaded',
    apply: 'build',
    generateBundle(_options, bundle) {
      closures.clear()
      layoutInside.clear()
      const closureOf = (file: string): Set<string> => {
        const seen = new Set<string>()
        const visit = (name: string) => {
          if (seen.has(name)) return
          seen.add(name)
          const chunk = bundle[name]
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
        }
        visit(file)
        return seen
      }
      layoutClosure = new Set()
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        closures.set(file, closureOf(file))
        const facade = output.facadeModuleId ?? ''
        if (layoutPages.layout.test(facade)) layoutClosure = closures.get(file)!
        if (layoutPages.pages.test(facade) && !layoutPages.outsideLayout.test(facade)) layoutInside.add(file) // prettier-ignore
      }
    },
  }
  const withoutLoaded = (filename: string, hostId: string, deps: string[]) => {
    const loaded = closures.get(hostId)
    if (!loaded) return deps
    const inLayout = layoutInside.has(filename)
    return deps.filter((dep) => !loaded.has(dep) && !(inLayout && layoutClosure.has(dep)))
  }
  return { plugin, withoutLoaded }
}
