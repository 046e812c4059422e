import type { SignKeyCreateDto } from './sign-key-dtos'

/**
 * The multipart body of a new key (§0.5): the file part `file`, the other fields bound like a DTO
 * (absent when null, so an owner the kind forbids is never sent).
 */
export function toSignKeyForm(input: SignKeyCreateDto, fileName = 'image'): FormData {
  const form = new FormData()
  const { file, ...fields } = input
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue
    form.append(name, String(value))
  }
  form.append('file', file, file instanceof File ? file.name : fileName)
  return form
}
