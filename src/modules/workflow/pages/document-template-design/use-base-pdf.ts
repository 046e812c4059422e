import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTenantScope } from '@/query/query-scope'
import { getBasePdf } from '../../api/document-template-api'
import type { DocumentTemplateDto } from '../../api/document-template-dtos'

/**
 * The template's base PDF bytes. Read again only when the designer says the base changed (an
 * upload, a reload after someone else's save): a save answers a new stamp and maybe a hash the
 * seeded template computes on first read, neither of which is a new base.
 */
export function useBasePdf(template: DocumentTemplateDto) {
  const scope = useTenantScope()
  const [version, setVersion] = useState(0)
  const bytes = useQuery({
    queryKey: [...scope, 'workflow', 'document-template-base-pdf', template.id, version] as const,
    queryFn: ({ signal }) => getBasePdf(template.id, { signal, silent: true }),
    enabled: template.pageCount > 0,
    staleTime: Infinity,
    // Up to 10 MB: not kept once the designer is gone.
    gcTime: 0,
    meta: { silent: true },
  })
  return { bytes, changed: () => setVersion((v) => v + 1) }
}
