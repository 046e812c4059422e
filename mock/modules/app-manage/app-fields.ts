import {
  boolean,
  enumeration,
  guid,
  guidList,
  extraProperties,
  integer,
  text,
  type FieldSpec,
  type InputOf,
} from '../../core/crud/validation.ts'

/** `^[A-Za-z][A-Za-z0-9_-]*$` (business-api.md §4.1 `code`). */
export const appCodePattern = /^[A-Za-z][A-Za-z0-9_-]*$/
/** An icon key of the front end's icon set, e.g. `safety`. */
export const iconKeyPattern = /^[a-z][a-zA-Z0-9-]*$/

export const appTypes = { web: 1, mobile: 2 } as const

/** Up to `max` characters, then `accept` decides; anything it refuses is V5. */
function checkedText(max: number, accept: (value: string) => boolean): FieldSpec<string | null> {
  const base = text('-', max)
  return {
    ...base,
    parse: (raw) => {
      const parsed = base.parse(raw)
      if (!('value' in parsed)) return parsed
      return parsed.value !== null && accept(parsed.value) ? parsed : { rule: 'V5' }
    },
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** An icon key or an absolute `https://` image URL (apps); folders take a key only. */
export const appIcon = (max: number) =>
  checkedText(max, (value) => iconKeyPattern.test(value) || isHttpsUrl(value))
export const folderIcon = (max: number) => checkedText(max, (value) => iconKeyPattern.test(value))

/**
 * `url`: V7 unless it is a fully-qualified URL (ASP.NET's [Url] takes http, https and ftp), then
 * V5 unless the scheme is http or https (this rejects `ftp:`, `javascript:` and `data:`).
 */
export function launchUrl(presence: 'CU', max: number): FieldSpec<string | null> {
  const base = text(presence, max)
  return {
    ...base,
    parse: (raw) => {
      const parsed = base.parse(raw)
      if (!('value' in parsed) || parsed.value === null) return parsed
      let url: URL
      try {
        url = new URL(parsed.value)
      } catch {
        return { rule: 'V7' }
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { rule: 'V5' }
      return url.hostname ? parsed : { rule: 'V7' }
    },
  }
}

/** The app body (business-api.md §4.1). */
export const appFields = {
  name: text('CU', 64),
  code: text('CU', 32, appCodePattern),
  icon: appIcon(256),
  url: launchUrl('CU', 512),
  type: enumeration('CU', [appTypes.web, appTypes.mobile]),
  clientId: text('-', 200),
  enabled: boolean(true),
  sort: integer(0, 9999, 0),
  description: text('-', 500),
  extraProperties: extraProperties(),
}

export type AppInput = InputOf<typeof appFields>
/** What an app stores as the client sends it; the record, DTO and seed take their members here. */
export type AppBody = Omit<AppInput, 'extraProperties'>

/** The folder body (§4.2); `projectId` is fixed once created. */
export const folderFields = {
  projectId: guid('C!'),
  parentId: guid('-'),
  name: text('CU', 64),
  icon: folderIcon(64),
  sort: integer(0, 9999, 0),
  extraProperties: extraProperties(),
}

export type FolderInput = InputOf<typeof folderFields>
export type FolderBody = Omit<FolderInput, 'projectId' | 'extraProperties'>

/** A placement's body (§4.3): `{folderId, appId, sort}`; the app is fixed once placed. */
export const projectAppFields = {
  folderId: guid('CU'),
  appId: guid('C!'),
  sort: integer(0, 9999, 0),
}

export type ProjectAppInput = InputOf<typeof projectAppFields>

/** `POST /project-app/batch`: `{folderId, appIds: guid[1..100]}`. */
export const batchFields = {
  folderId: guid('CU'),
  appIds: { ...guidList(100), presence: 'C' as const },
}
