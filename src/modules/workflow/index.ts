// The workflow module's public entry: what other modules use. The approval form's runtime
// (loaded lazily) and its pure schema helpers; where an approval's task and instance open, the
// inbox's queries and the task counts (the live counts' approval fields).
export { LazyFormRuntime } from './form-runtime/lazy-form-runtime'
export type { FormRuntimeProps } from './form-runtime/form-runtime'
export { useIssueMessages } from './form-runtime/use-issue-messages'
export { measurementPaymentForm } from './form-schema/fixtures/measurement-payment'
export { compileForm } from './form-schema/compiled-form'
export { recomputeFormData } from './form-schema/form-evaluation'
export { validateFormData, type FormDataIssue } from './form-schema/form-data-validation'
export type { FormData, FormRow, FormSchema } from './form-schema/form-schema-types'
export { handleHref, instanceHref } from './pages/inbox/inbox-rules'
export { inboxQueries } from './api/inbox-api'
export type { TaskSummaryDto } from './api/inbox-dtos'
