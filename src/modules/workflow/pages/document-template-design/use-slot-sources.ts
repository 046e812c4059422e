import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsGranted } from '@/access/use-is-granted'
import { useTenantScope } from '@/query/query-scope'
import { schemeFormQueries, schemeQueries } from '../../api/scheme-api'
import { localize } from '../../form-schema/display-values'
import { allNodes } from '../../scheme-model/model-walk'
import { NodeType } from '../../scheme-model/scheme-model-types'

export interface FieldChoice {
  key: string
  label: string
}

export interface NodeChoice {
  id: string
  name: string
  /** A seal step's seals (a seal slot's `sealIndex` counts them from 0). */
  sealCount: number
  isSeal: boolean
}

/** The steps that sign: approvers, handlers and seal steps (a seal step signs as it seals). */
const signing: readonly number[] = [NodeType.Approver, NodeType.Handler, NodeType.Seal]

/**
 * What a slot's source may name: the fields of the template's scheme's form and the scheme's
 * steps, where they are known (Workflow.Scheme holders read the scheme); null otherwise, and the
 * panel takes typed keys and ids instead.
 */
export function useSlotSources(schemeId: string | null): {
  fields: FieldChoice[] | null
  nodes: NodeChoice[] | null
} {
  const { i18n } = useTranslation()
  const scope = useTenantScope()
  const canRead = useIsGranted('Workflow.Scheme')
  const silent = { meta: { silent: true } }
  const scheme = useQuery({ ...schemeQueries.detail(scope, schemeId ?? ''), enabled: canRead && schemeId !== null, ...silent }).data // prettier-ignore
  // The form's current published version: what publishing the scheme pins (as the flow designer reads it).
  const forms = useQuery({ ...schemeFormQueries.list(scope), enabled: scheme !== undefined, ...silent }).data // prettier-ignore
  const version = forms?.find((f) => f.id === scheme?.formId)?.publishedVersion ?? null
  const schema = useQuery({ ...schemeFormQueries.version(scope, scheme?.formId ?? '', version ?? 0), enabled: version !== null, ...silent }).data?.schema // prettier-ignore
  const fields = useMemo(
    () => schema?.fields.map((f) => ({ key: f.key, label: localize(f.label, i18n.language) || f.key })) ?? null, // prettier-ignore
    [schema, i18n.language],
  )
  const nodes = useMemo(
    () =>
      scheme?.model
        ? allNodes(scheme.model)
            .filter((node) => signing.includes(node.type))
            .map((node) => ({ id: node.id, name: node.name, sealCount: node.seals?.length ?? 0, isSeal: node.type === NodeType.Seal })) // prettier-ignore
        : null,
    [scheme],
  )
  return { fields, nodes }
}
