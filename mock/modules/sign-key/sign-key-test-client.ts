/** What the sign-key tests read of answers. */
export type SignKey = { id: string; kind: number; name: string; userId: string | null; userName: string | null; userDisplayName: string | null; projectId: string | null; projName: string | null; htdId: string | null; htdName: string | null; organizationId: string | null; organizationName: string | null; enabled: boolean; remark: string | null; imageContentType: string; imageSize: number; imageWidth: number; imageHeight: number; imageHash: string; imageUpdateTime: string; imageUploaderId: string | null; imageUploaderName: string | null; concurrencyStamp: string; creationTime: string } // prettier-ignore
export type Page<T> = { totalCount: number; items: T[] }
export type ErrorBody = { error: { code: string | null; message: string; data: Record<string, string> | null; validationErrors: { message: string; members: string[] }[] | null } } // prettier-ignore
export const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error
export const fieldErrors = (answer: { json: <T>() => T }) =>
  (errorOf(answer).validationErrors ?? []).map((e) => `${e.members[0]}: ${e.message}`)

export { sendForm } from '../../core/testing/form-client.ts'
