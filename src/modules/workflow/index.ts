// The workflow module's public entry: what other modules use. For now the approval form's runtime
// (loaded lazily) and its pure schema helpers (the examples' form page); the approval pages are
// reached through the route table, and a to-do reaches its task by the link its source set.
export { LazyFormRuntime } from './form-runtime/lazy-form-runtime'
export type { FormRuntimeProps } from './form-runtime/form-runtime'
export { useIssueMessages } from './form-runtime/use-issue-messages'
export { measurementPaymentForm } from './form-schema/fixtures/measurement-payment'
export { compileForm } from './form-schema/compiled-form'
export { recomputeFormData } from './form-schema/form-evaluation'
export { validateFormData, type FormDataIssue } from './form-schema/form-data-validation'
export type { FormData, FormRow, FormSchema } from './form-schema/form-schema-types'
