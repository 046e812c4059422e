import { validationError } from '../abp-error.ts'
import { findTenantById, findTenantByName } from '../db/database.ts'
import type { TenantRecord } from '../db/types.ts'
import { jsonResponse, readBooleanQuery, readQuery } from '../http/mock-http.ts'
import { cultureInfos, toSupportedCulture } from '../localization/culture.ts'
import { resourceTexts } from '../localization/resource-texts.ts'
import { buildApplicationConfiguration } from './application-configuration-dto.ts'
import { anonymousRoute, type BackendRoute } from './define-route.ts'

/** `FindTenantResultDto`; not found is 200 with `success: false` (abp-api.md §5.3). */
function findTenantResult(tenant: TenantRecord | undefined) {
  return {
    success: tenant !== undefined,
    tenantId: tenant?.id ?? null,
    name: tenant?.name ?? null,
    isActive: tenant?.isActive ?? false,
  }
}

/** The anonymous endpoints of ABP's own framework controllers (`abp` remote service). */
export const abpFrameworkRoutes: BackendRoute[] = [
  anonymousRoute(
    'GET',
    '/api/abp/application-configuration',
    (context) =>
      jsonResponse(
        200,
        buildApplicationConfiguration({
          caller: context.caller,
          tenant: context.tenant,
          culture: context.culture,
          includeLocalizationResources: readBooleanQuery(
            context.request.query,
            'includeLocalizationResources',
            true,
          ),
        }),
      ),
    { query: ['includeLocalizationResources'] },
  ),
  anonymousRoute(
    'GET',
    '/api/abp/application-localization',
    (context) => {
      const requested = readQuery(context.request.query, 'cultureName')
      if (!requested) {
        const message = 'The CultureName field is required.'
        return validationError(context.culture, [{ message, members: ['cultureName'] }])
      }
      const culture = toSupportedCulture(requested) ?? context.culture
      const resources = Object.entries(resourceTexts(culture)).map(([name, texts]) => [
        name,
        { texts, baseResources: [] },
      ])
      return jsonResponse(200, {
        resources: Object.fromEntries(resources),
        currentCulture: cultureInfos[culture],
      })
    },
    { query: ['cultureName'] },
  ),
  anonymousRoute('GET', '/api/abp/multi-tenancy/tenants/by-name/:name', (context) =>
    jsonResponse(200, findTenantResult(findTenantByName(context.params.name))),
  ),
  // ABP's own route has no `guid` constraint: any text reaches the action (not a parameter named
  // `id`, which would match GUIDs only; http/router.ts).
  anonymousRoute('GET', '/api/abp/multi-tenancy/tenants/by-id/:tenant', (context) =>
    jsonResponse(200, findTenantResult(findTenantById(context.params.tenant))),
  ),
]
