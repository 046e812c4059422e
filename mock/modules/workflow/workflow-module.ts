import type { MockModule } from '../../core/modules/mock-module.ts'
import { attachmentRoutes } from './attachment-routes.ts'
import { definitionRoutes } from './definition-routes.ts'
import { delegationRoutes } from './delegation-routes.ts'
import { formWriteRoutes } from './form-write-routes.ts'
import { instanceRoutes } from './instance-routes.ts'
import { instanceStartRoutes } from './instance-start-routes.ts'
import { schemeWriteRoutes } from './scheme-write-routes.ts'
import { signingRoutes } from './signing-routes.ts'
import { documentRoutes } from './documents/document-routes.ts'
import { documentTemplateRoutes } from './documents/document-template-routes.ts'
import { seedDocumentTemplates } from './documents/seed-document-template.ts'
import { workflowSeed } from './seed/workflow-seed.ts'
import { taskActionRoutes } from './task-action-routes.ts'
import { taskListRoutes } from './task-list-routes.ts'
import { runTimeoutsLive, workflowLiveCounts } from './workflow-live-counts.ts'

/**
 * Approvals (workflow-api.md): forms and schemes (reads, and the designers' writes), instances, tasks, attachments,
 * signatures and seals, and delegations, on the engine (engine/, behind workflow-engine-port.ts). Live counts: approvals
 * and cc (workflow-live-counts.ts).
 */
export const workflowModule: MockModule = {
  name: 'workflow',
  routes: [
    ...definitionRoutes,
    ...formWriteRoutes,
    ...schemeWriteRoutes,
    ...instanceStartRoutes,
    ...instanceRoutes,
    ...taskListRoutes,
    ...taskActionRoutes,
    ...attachmentRoutes,
    ...signingRoutes,
    ...documentRoutes,
    ...documentTemplateRoutes,
    ...delegationRoutes,
  ],
  seed: () => ({
    ...workflowSeed().tables,
    workflowAttachments: [],
    workflowSignatureUploads: [],
    workflowDocumentTemplates: seedDocumentTemplates(),
  }),
  onClockMoved: runTimeoutsLive,
  liveCounts: workflowLiveCounts,
}
