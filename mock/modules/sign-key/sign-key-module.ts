import type { MockModule } from '../../core/modules/mock-module.ts'
import { defineCrudRoutes } from '../../core/crud/define-crud-routes.ts'
import { mySignatureRoutes } from './my-signature-routes.ts'
import { seedSignKeys } from './seed-sign-keys.ts'
import { signKeyCreateRoute } from './sign-key-create-route.ts'
import { signKeyHolderRoutes } from './sign-key-holder-routes.ts'
import { signKeyImageRoutes } from './sign-key-image-routes.ts'
import { signKeyResource } from './sign-key-resource.ts'

/** Signing keys: user signatures and unit seals, their images and holders (business-api.md §5). */
export const signKeyModule: MockModule = {
  name: 'sign-key',
  routes: [
    ...mySignatureRoutes,
    signKeyCreateRoute,
    ...signKeyImageRoutes,
    ...signKeyHolderRoutes,
    ...defineCrudRoutes(signKeyResource),
  ],
  seed: () => ({ signKeys: seedSignKeys() }),
}
