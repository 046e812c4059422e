import { describe, expect, it } from 'vitest'
import type { LauncherAppDto, LauncherFolderDto } from '@/modules/app-manage'
import { launchSearch, toLauncherFolders } from './launcher-rules'

function app(name: string, sort: number, type: 1 | 2 = 1): LauncherAppDto {
  return {
    projectAppId: `pa-${name}`,
    appId: `app-${name}`,
    name,
    code: name,
    icon: null,
    type,
    sort,
  }
}

function folder(
  name: string,
  sort: number,
  apps: LauncherAppDto[] = [],
  children: LauncherFolderDto[] = [],
): LauncherFolderDto {
  return { id: `f-${name}`, name, icon: null, sort, apps, children }
}

/** The tree as `folder[apps](children)` lines, to compare whole shapes at a glance. */
function outline(folders: LauncherFolderDto[], depth = 0): string[] {
  return folders.flatMap((f) => [
    `${'  '.repeat(depth)}${f.name}[${f.apps.map((a) => a.name).join(',')}]`,
    ...outline(f.children, depth + 1),
  ])
}

describe('toLauncherFolders', () => {
  it.each<[string, LauncherFolderDto[], string[]]>([
    ['nothing placed', [], []],
    ['an empty folder is left out', [folder('office', 1)], []],
    [
      'folders and apps by sort, sub-folders inside their parent',
      [
        folder('quality', 2, [app('safety', 2), app('quality', 1)]),
        folder('engineering', 1, [app('schedule', 1)], [folder('measurement', 1, [app('pay', 1)])]),
      ],
      ['engineering[schedule]', '  measurement[pay]', 'quality[quality,safety]'],
    ],
    [
      'Mobile apps are never shown, and a folder of Mobile apps only is left out',
      [
        folder('site', 1, [app('smart', 1, 2)]),
        folder('mixed', 2, [app('inspect', 1, 2), app('lab', 2)]),
      ],
      ['mixed[lab]'],
    ],
    [
      'a folder with no apps of its own stays for a sub-folder that has some',
      [
        folder(
          'engineering',
          1,
          [],
          [folder('measurement', 1, [app('pay', 1)]), folder('empty', 2)],
        ),
      ],
      ['engineering[]', '  measurement[pay]'],
    ],
    [
      'a folder whose sub-folders hold only Mobile apps is left out with them',
      [folder('engineering', 1, [], [folder('measurement', 1, [app('smart', 1, 2)])])],
      [],
    ],
    [
      'equal sort numbers keep the server’s order',
      [folder('b', 1, [app('y', 1), app('x', 1)]), folder('a', 1, [app('z', 1)])],
      ['b[y,x]', 'a[z]'],
    ],
  ])('%s', (_, folders, expected) => {
    expect(outline(toLauncherFolders(folders))).toEqual(expected)
  })

  it('leaves the answer as it was', () => {
    const answer = [folder('site', 2, [app('smart', 1, 2), app('lab', 2)]), folder('a', 1)]
    const copy = structuredClone(answer)
    toLauncherFolders(answer)
    expect(answer).toEqual(copy)
  })
})

describe('launchSearch', () => {
  it.each([
    ['a1', 'p1', '?appId=a1&projectId=p1'],
    ['a&b', 'p=1', '?appId=a%26b&projectId=p%3D1'],
  ])('%s in %s → %s', (appId, projectId, search) => {
    expect(launchSearch(appId, projectId)).toBe(search)
  })
})
