import { useQueryClient } from '@tanstack/react-query'
import { useState, type DragEvent, type HTMLAttributes } from 'react'
import { useGrantCheck } from '@/access/use-is-granted'
import { useCrudMutations } from '@/components/crud/use-crud-mutations'
import { useTenantScope } from '@/query/query-scope'
import type { FolderNodeDto } from '../../api/app-dtos'
import { folderPolicies, folderQueries, folderResource } from '../../api/folder-api'
import { findFolder, moveTargetIds, type FolderRow } from '../../folder-tree-rules'
import styles from './project-folder-page.module.css'

/**
 * Moving a folder by dragging its row onto another (it goes under that one), for holders of the
 * update permission. Only the targets "Move to…" offers accept a drop (moveTargetIds); the same
 * moves, and the move to the top level, are in that dialog for the keyboard. The PUT sends the
 * folder as listed with its stamp: a refusal or a stale stamp is told by the call's toast, and the
 * tree is read again.
 */
export function useFolderDrag(nodes: readonly FolderNodeDto[], onMoved: () => void) {
  const client = useQueryClient()
  const scope = useTenantScope()
  const canMove = useGrantCheck()(folderPolicies.update)
  const { update } = useCrudMutations(folderResource, scope)
  const [dragged, setDragged] = useState<{ id: string; targets: Set<string> } | null>(null)
  const [over, setOver] = useState<string | null>(null)

  const drop = (targetId: string) => {
    const folder = dragged && findFolder(nodes, dragged.id)
    setDragged(null)
    setOver(null)
    if (!folder || !dragged.targets.has(targetId) || folder.parentId === targetId) return
    const { name, icon, sort, concurrencyStamp } = folder
    update
      .mutateAsync({
        id: folder.id,
        input: { parentId: targetId, name, icon, sort, concurrencyStamp },
      })
      .then(onMoved, () => client.invalidateQueries({ queryKey: folderQueries.all(scope) }))
  }

  /** The drag handlers of a row (antd Table `onRow`). */
  return (row: FolderRow): HTMLAttributes<HTMLElement> => {
    if (!canMove) return {}
    const accepts = dragged !== null && dragged.targets.has(row.id)
    return {
      draggable: true,
      className: over === row.id && accepts ? styles.dropTarget : undefined,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move'
        setDragged({ id: row.id, targets: moveTargetIds(nodes, row.id) })
      },
      onDragEnd: () => {
        setDragged(null)
        setOver(null)
      },
      onDragOver: (event: DragEvent) => {
        if (!accepts) return
        // Accepting the drop is what lets it happen.
        event.preventDefault()
        setOver(row.id)
      },
      onDragLeave: () => setOver((now) => (now === row.id ? null : now)),
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        drop(row.id)
      },
    }
  }
}
