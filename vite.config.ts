import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { embeddedBackend } from './mock/server/vite-plugin.ts'
import { pdfjsAssets } from './scripts/pdfjs-assets-plugin.ts'
import { antdStaticStyles } from './scripts/antd-static-styles-plugin.ts'
import { axiosXhrOnly } from './scripts/axios-xhr-only-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { prebuiltModule } from './scripts/prebuilt-module-plugin.ts'
import { preloadWithoutLoaded } from './scripts/preload-without-loaded.ts'
import { startPreload } from './scripts/start-preload-plugin.ts'
import { languageCookieName } from './src/i18n/supported-languages.ts'

/**
 * index.html's <title> (and its static first paint) until the app sets it in the UI language: the
 * deployment's VITE_APP_TITLE at build time,
 * else the product's name. VITE_APP_TITLE itself keeps no default: set, it overrides the
 * translated name in every language (src/hooks/use-app-title.ts).
 */
function htmlTitle(): Plugin {
  let title = '项目管理平台'
  return {
    name: 'html-title',
    configResolved(config) {
      title = config.env.VITE_APP_TITLE?.trim() || title
    },
    transformIndexHtml: (html) =>
      html.replaceAll('%APP_TITLE%', title.replace(/&/g, '&amp;').replace(/</g, '&lt;')),
  }
}

/**
 * `vite preview` (browser tests, bench) serves the content-hashed assets as deploy/nginx does:
 * cached a year and immutable instead of sirv's `no-cache`, and without the `Vary: Origin` of its
 * CORS layer (a module script's request carries an Origin header, a fetch() of the same file does
 * not: they would never share the cache). A second visit is then measured as in production.
 */
function productionPreviewAssets(): Plugin {
  const immutable = 'public, max-age=31536000, immutable'
  // sirv hands its headers to writeHead, where they win over any set before.
  const asInProduction = (headers: Record<string, unknown>) => {
    for (const name of Object.keys(headers)) {
      if (/^vary$/i.test(name)) delete headers[name]
      else if (/^cache-control$/i.test(name)) headers[name] = immutable
    }
  }
  return {
    name: 'production-preview-assets',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/')) {
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => unknown
          response.writeHead = ((...args: unknown[]) => {
            response.removeHeader('Vary')
            response.setHeader('Cache-Control', immutable)
            for (const arg of args) {
              if (typeof arg === 'object' && arg !== null && !Array.isArray(arg)) {
                asInProduction(arg as Record<string, unknown>)
              }
            }
            return writeHead(...args)
          }) as typeof response.writeHead
        }
        next()
      })
    },
  }
}

const port = Number(process.env.PORT ?? 5173)
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)

/** Entry modules that lazy pages import as well (see build.rolldownOptions below). */
const sessionLayerModules = new RegExp(
  [
    'src/stores/(user-store|reset-session-stores|permission-store|settings-store|settings-drawer-store)',
    'src/api/abp/(application-configuration-api|crud-api|identity-users-api)',
    'src/query/(crud-queries|user-projects-query|live-counts)',
    'src/api/session/user-projects-api',
    'src/components/retry-boundary',
    'src/api/errors/error-message-keys',
    // i18next and its React binding: the start needs them, every page imports useTranslation.
    'node_modules/(i18next|react-i18next|html-parse-stringify|void-elements)/',
  ].join('|'),
)

/**
 * antd's filled status icons (messages, alerts, dialogs, results): the shell loads them all. Left
 * alone, Rolldown splits them by which lazy pages reach which, and a new page moved one into a
 * chunk of its own (+0.4 kB gzip and a request for the shell).
 */
const statusIcons =
  /node_modules\/@ant-design\/icons(?:-svg)?\/es\/(?:asn|icons)\/(?:Check|Close|Exclamation|Info)CircleFilled\.js$/

/**
 * The icons the sidebar's menu draws (src/layout/sidebar/menu-icons.tsx), which app icons
 * (src/modules/app-manage/components/app-icon-set.tsx) share in part: left alone, Rolldown splits
 * the shared ones into chunks of their own by which pages reach them (+1.8 kB gzip and four
 * requests for the shell once a page drew AppIcon). They stay in one chunk the shell loads.
 */
const menuIcons = new RegExp(
  `node_modules/@ant-design/icons(?:-svg)?/es/(?:asn|icons)/(?:${readFileSync(
    fileURLToPath(new URL('./src/layout/sidebar/menu-icons.tsx', import.meta.url)),
    'utf8',
  )
    .match(/\b[A-Z]\w*Outlined\b/g)!
    .map((name) => name.replace(/Outlined$/, ''))
    .join('|')})Outlined\\.js$`,
)

/**
 * Modules the signed-in layout loads that pages import as well. Left alone, Rolldown splits them
 * by which pages reach which: with the package's `sideEffects` declared (package.json), some
 * twenty files of under two kilobytes, each a request of its own for the shell (six at a time, a
 * round trip each on a phone's network) and compressed on its own. Every page inside the layout
 * runs after the layout, so they gain nothing by the split: one chunk the shell loads. The group
 * takes exactly these files, not what they import (some of that is the sign-in page's code, which
 * would then load the group); none of them is the sign-in page's, and no folder is named whose
 * other files import more than the shell needs (antd's avatar folder brought its popover along).
 */
const shellShared = new RegExp(
  `(?:node_modules/(?:${[
    'antd/es/_util/wave/',
    'antd/es/style/motion/',
    'antd/es/theme/util/genPresetColor',
    'antd/es/_util/colors',
    'antd/es/config-provider/hooks/useCSSVarCls',
    '@rc-component/resize-observer/',
    'antd/es/_util/PurePanel',
    'antd/es/form/validateMessagesContext',
    'antd/es/button/index',
    'antd/es/theme/(?:index|getDesignToken|themes/(?:compact|dark)/)',
    'antd/es/_util/hooks/useForceUpdate',
    'antd/es/_util/responsiveObserver',
    'antd/es/grid/hooks/useBreakpoint',
    '@ant-design/icons(?:-svg)?/es/(?:asn|icons)/(?:Close|Down|Left|Right|Ellipsis|Search)Outlined',
    '@rc-component/overflow/',
    'antd/es/space/',
    'antd/es/config-provider/(?:index|MotionWrapper|PropWarning|hooks/useConfig|hooks/useTheme)',
    'antd/es/locale/index',
    'antd/es/modal/locale',
    'antd/es/theme/util/useResetIconStyle',
    '@tanstack/query-core/build/modern/mutation\\.',
    '@babel/runtime/helpers/esm/extends\\.',
  ].join('|')})|src/(?:${[
    'stores/(?:app-store|app-rules|unsaved-changes-store)',
    'utils/(?:cookie-storage|typed-image|detect-image-type)',
    'i18n/language-options',
    'hooks/use-change-language',
    'access/use-is-granted',
    'auth/use-refresh-permissions',
    'components/providers/message-api',
    'components/providers/draw-styles-ahead',
    'query/intent-prefetch',
  ].join('|')})\\.)`,
)

/** src/i18n/locales/<language>/<start namespace>.json */
const startTexts = /src\/i18n\/locales\/([\w-]+)\/(?:app|auth|common|error|route)\.json$/
/**
 * src/i18n/locales/<language>/<shell namespace>.json, and the texts of the top bar's module pieces
 * (app/app-shell-with-pieces.tsx: the notice bell), which the shell draws with its first paint.
 */
const shellTexts =
  /src\/(?:i18n\/locales\/([\w-]+)\/(?:crud|layout|project|settings|tabs)|modules\/notice\/locales\/([\w-]+)\/notice-bell)\.json$/

/**
 * React Router 7's package exports name only its development build, so production bundles carry
 * its dev warnings (react-router#12532, #14102, open). The build takes the production files it
 * ships beside them; dev server and tests keep the warnings.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
]

/**
 * Pages of the route table drawn inside the signed-in layout (src/app/app-shell-with-pieces.tsx)
 * may leave the layout's chunks out of their preload lists; the sign-in pages and the app launch
 * (open and full-window routes) are drawn without it. tests/lint/layout-pages.test.ts holds this to
 * the route table.
 */
export const layoutPages = {
  layout: /\/src\/app\/app-shell-with-pieces\.tsx$/,
  pages: /\/src\/(modules\/[^/]+|router)\/pages\//,
  outsideLayout: /\/src\/modules\/(login\/pages|app-manage\/pages\/app-redirect)\//,
}
const preloads = preloadWithoutLoaded(layoutPages)

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    htmlTitle(),
    embeddedBackend(),
    productionPreviewAssets(),
    // pdf.js's character maps, standard fonts and JPEG 2000 fallback, from the app's origin.
    pdfjsAssets(),
    preloads.plugin,
    // The sign-in page's chunk and texts asked for beside the entry (issue 26).
    startPreload({
      path: '/login',
      page: /\/src\/modules\/login\/pages\/login-page\.tsx$/,
      apiClient: /\/src\/api\/http\/create-http-client\.ts$/,
      textsChunk: /^texts-([\w-]+)$/,
      cookieName: languageCookieName,
    }),
    // The shell's antd styles in a static sheet: a signed-in load draws it without writing them.
    antdStaticStyles({
      sheet: 'src/layout/shell-antd-styles.css',
      samples: 'src/layout/shell-style-samples.tsx',
      exportName: 'ShellStyleSamples',
    }),
    // The default theme colour's antd tokens, derived once by the build instead of at every load.
    prebuiltModule('src/theme/default-themes.ts'),
    axiosXhrOnly(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mock', replacement: fileURLToPath(new URL('./mock', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  // Module workers (the Excel import's): they load their libraries with import() like the page,
  // which the default classic format cannot (it inlines every library into the worker).
  worker: { format: 'es' as const },
  server: { port, strictPort: true },
  preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
  build: {
    // The bench (scripts/bench.mjs) maps routes to their lazy chunks through the manifest.
    manifest: true,
    // Budget guard: antd is split per route; a chunk above this size means a route pulled too much.
    chunkSizeWarningLimit: 700,
    // The top-bar bell's panel opens on a click: its chunk fetches what it imports itself, so the
    // bell (part of every signed-in load) does not carry a preload list of some 30 file names.
    modulePreload: {
      // And no lazy import lists a chunk its importer has already loaded (preload-without-loaded).
      resolveDependencies: (filename, deps, { hostId }) =>
        /bell-panel/.test(filename) ? [] : preloads.withoutLoaded(filename, hostId, deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown 1.2 emits a module the entry already loads as a chunk of its own when lazy
          // pages import it too (rolldown#10731, rolldown#9963; Rollup keeps it in the entry):
          // a dozen sub-kilobyte chunks, 3 kB of the signed-in shell in requests and lost
          // compression. The session layer every page shares stays together in one chunk
          // instead. Remove when the bundler merges them itself (the bench's shell-js shows it).
          groups: [
            { name: 'session', test: sessionLayerModules },
            { name: 'status-icons', test: statusIcons },
            { name: 'menu-icons', test: menuIcons },
            { name: 'shell-shared', test: shellShared, includeDependenciesRecursively: false },
            // The texts the sign-in page needs (src/i18n/locale-resources.ts, startNamespaces):
            // one chunk per language instead of five requests before the form shows.
            {
              name: (id) => startTexts.exec(id)?.[1].replace(/^/, 'texts-') ?? null,
              debugName: 'start-texts',
              test: startTexts,
            },
            // The signed-in shell's texts (shellNamespaces): likewise one chunk per language.
            {
              name: (id) => {
                const match = shellTexts.exec(id)
                return match ? `shell-texts-${match[1] ?? match[2]}` : null
              },
              debugName: 'shell-texts',
              test: shellTexts,
            },
          ],
        },
      },
    },
  },
}))
