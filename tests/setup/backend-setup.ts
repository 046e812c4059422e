import { afterEach } from 'vitest'
import { resetMockBackend } from '@mock/core/control'
import { installMockModules } from '@mock/modules/mock-modules'

// The embedded backend's own tests run in Node, without the app's jsdom, msw and texts: each
// test starts from the seed, with no faults and an empty request log.
installMockModules()
afterEach(() => resetMockBackend())
