import { ok } from '../../http/envelope.js'
import { pageFrom, pageOf } from '../../http/pagination.js'
import { defineRoute, type Route } from '../../http/route.js'
import { createFolder, deleteFolder, folderContent, getFolder, listFolders, moveFolder, renameFolder } from './operations.js'
import { presentContentItem, presentFolder, presentFolderDetails } from './present.js'
import {
  ContentItemView,
  CreateFolderBody,
  DeletedFolderView,
  DeleteFolderBody,
  FolderContentQuery,
  FolderDetailsView,
  FolderIdQuery,
  FoldersQuery,
  FolderView,
  MoveFolderBody,
  UpdateFolderBody,
} from './schema.js'
import { CONFLICTS } from '../conflicts.js'

const group = 'Folders'

/** The Folders group (operations 19–25). */
export const folderRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/folders',
    group,
    operation: 'Get Folders',
    summary: "One level of a workspace's tree: the folders directly in `parent_id`, or at the root when it is absent.",
    query: FoldersQuery,
    result: pageOf(FolderView),
    errors: [404],
    handle({ query, state, caller }) {
      const { items, total } = listFolders(state, caller, query)
      return ok('Folders retrieved', pageFrom(items, total, query, presentFolder))
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/folders/create',
    group,
    operation: 'Create Folder',
    summary: 'Creates a folder at the workspace root or inside `parent_id` (editor or above).',
    body: CreateFolderBody,
    result: FolderView,
    errors: [403, 404],
    handle: ({ body, state, caller }) => ok('Folder created', presentFolder(createFolder(state, caller, body))),
  }),
  defineRoute({
    method: 'GET',
    path: '/folders/info',
    group,
    operation: 'Get Folder Details',
    summary: 'One folder, with its path from the root and the counts of what it holds directly.',
    query: FolderIdQuery,
    result: FolderDetailsView,
    errors: [404],
    handle({ query, state, caller }) {
      const { folder, ancestors, counts } = getFolder(state, caller, query.folder_id)
      return ok('Folder retrieved', presentFolderDetails(folder, ancestors, counts))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/folders/content',
    group,
    operation: 'Get Folder Content',
    summary: "A folder's sub-folders, then its documents of the chosen `status` (default `active`), paginated.",
    query: FolderContentQuery,
    result: pageOf(ContentItemView),
    errors: [404],
    handle({ query, state, caller }) {
      const { items, total } = folderContent(state, caller, query)
      return ok('Folder content retrieved', pageFrom(items, total, query, presentContentItem))
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/folders/update',
    group,
    operation: 'Update Folder',
    summary: 'Renames a folder (editor or above).',
    body: UpdateFolderBody,
    result: FolderView,
    errors: [403, 404],
    handle: ({ body, state, caller }) => ok('Folder updated', presentFolder(renameFolder(state, caller, body))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/folders/delete',
    group,
    operation: 'Delete Folder',
    summary: 'Deletes a folder with its whole subtree: every folder and document below it (editor or above).',
    body: DeleteFolderBody,
    result: DeletedFolderView,
    errors: [403, 404],
    handle({ body, state, caller }) {
      const { folder, folders, documents } = deleteFolder(state, caller, body.folder_id)
      return ok('Folder deleted', {
        folder_id: folder.folder_id,
        deleted_folders: folders,
        deleted_documents: documents,
      } satisfies DeletedFolderView)
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/folders/move',
    group,
    operation: 'Move Folder',
    summary:
      'Moves a folder with its subtree under `parent_id` (null: the root), optionally into another workspace of the same team. ' +
      'Into itself or its own subtree, or out of its team or drive, is 409.',
    body: MoveFolderBody,
    result: FolderView,
    errors: [403, 404, 409],
    conflicts: [CONFLICTS.intoOwnSubtree, CONFLICTS.acrossTeams],
    handle: ({ body, state, caller }) => ok('Folder moved', presentFolder(moveFolder(state, caller, body))),
  }),
]
