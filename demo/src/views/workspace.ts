import type { Api, Page } from '../api.js'
import type { Context } from '../context.js'
import { h } from '../dom.js'
import type { ContentItemView, DocumentView, DriveView, FolderDetailsView, FolderView, WorkspaceView } from '../types.js'
import { documentsTable, previewPane, uploadBar, type MoveTarget } from './documents.js'

/** The folders of the tree, by parent (`''` for the root): the root level and every level on the open path. */
type Tree = Map<string, FolderView[]>

async function loadTree(api: Api, workspaceId: string, openPath: readonly string[]): Promise<Tree> {
  const parents = ['', ...openPath]
  const levels = await Promise.all(
    parents.map((parent) =>
      api.get<Page<FolderView>>('/folders', { workspace_id: workspaceId, parent_id: parent || undefined, page_size: 100 }),
    ),
  )
  return new Map(parents.map((parent, i) => [parent, levels[i]?.items ?? []]))
}

async function loadItems(api: Api, workspaceId: string, folderId: string | undefined, tree: Tree): Promise<ContentItemView[]> {
  if (folderId)
    return (await api.get<Page<ContentItemView>>('/folders/content', { folder_id: folderId, status: 'all', page_size: 100 })).items
  const documents = await api.get<Page<DocumentView>>('/documents', {
    workspace_id: workspaceId,
    folder_id: 'root',
    status: 'all',
    page_size: 100,
  })
  return [
    ...(tree.get('') ?? []).map((folder) => ({ ...folder, type: 'folder' as const })),
    ...documents.items.map((document) => ({ ...document, type: 'document' as const })),
  ]
}

function renderTree(tree: Tree, workspaceId: string, current: string | undefined, parent = ''): HTMLUListElement | null {
  const folders = tree.get(parent)
  if (!folders?.length) return null
  return h(
    'ul',
    {},
    folders.map((folder) =>
      h(
        'li',
        {},
        h(
          'a',
          { href: `#/workspaces/${workspaceId}/${folder.folder_id}`, className: folder.folder_id === current ? 'current' : '' },
          h('span', { className: 'folder' }, folder.name),
        ),
        renderTree(tree, workspaceId, current, folder.folder_id),
      ),
    ),
  )
}

/** Every folder the tree shows, indented, as places a document can move to. */
function moveTargets(tree: Tree, parent = '', depth = 1): MoveTarget[] {
  return (tree.get(parent) ?? []).flatMap((folder) => [
    { folderId: folder.folder_id, label: `${'  '.repeat(depth)}${folder.name}` },
    ...moveTargets(tree, folder.folder_id, depth + 1),
  ])
}

/** The caller's account drive, browsed like any workspace. */
export async function driveView(ctx: Context): Promise<Node> {
  const drive = await ctx.api.get<DriveView>('/workspaces/drive')
  return workspaceView(ctx, drive.workspace_id, undefined, drive)
}

/** A workspace: the folder tree on the left, the open folder's content on the right. */
export async function workspaceView(ctx: Context, workspaceId: string, folderId?: string, known?: WorkspaceView): Promise<Node> {
  const { api } = ctx
  const [workspace, folder] = await Promise.all([
    known ?? api.get<WorkspaceView>('/workspaces/info', { workspace_id: workspaceId }),
    folderId ? api.get<FolderDetailsView>('/folders/info', { folder_id: folderId }) : undefined,
  ])
  const openPath = folder ? [...folder.path.map((p) => p.folder_id), folder.folder_id] : []
  const tree = await loadTree(api, workspaceId, openPath)
  const items = await loadItems(api, workspaceId, folderId, tree)
  const folders = items.filter((item) => item.type === 'folder')
  const documents = items.filter((item): item is Extract<ContentItemView, { type: 'document' }> => item.type === 'document')
  const preview = previewPane(ctx)
  const home = `#/workspaces/${workspaceId}`

  return h(
    'section',
    { 'data-test': 'workspace' },
    h(
      'p',
      { className: 'crumbs' },
      workspace.team_id ? h('a', { href: `#/teams/${workspace.team_id}` }, '← Team') : h('a', { href: '#/teams' }, '← Teams'),
      ' · ',
      h('a', { href: home }, workspace.name),
      folder ? [...folder.path, folder].flatMap((step) => [' / ', h('a', { href: `${home}/${step.folder_id}` }, step.name)]) : [],
    ),
    h(
      'div',
      { className: 'two-col' },
      h(
        'nav',
        { className: 'card tree', 'aria-label': 'Folders' },
        h('a', { href: home, className: folderId ? '' : 'current' }, h('b', {}, workspace.name)),
        renderTree(tree, workspaceId, folderId),
      ),
      h(
        'div',
        {},
        h(
          'div',
          { className: 'card' },
          h('h2', {}, folder?.name ?? workspace.name),
          uploadBar(ctx, workspaceId, folderId ?? null),
          folders.length
            ? h(
                'ul',
                { className: 'muted', 'data-test': 'subfolders' },
                folders.map((f) => h('li', {}, h('a', { href: `${home}/${f.folder_id}` }, h('span', { className: 'folder' }, f.name)))),
              )
            : null,
          documents.length
            ? documentsTable(ctx, documents, [{ folderId: null, label: `${workspace.name} (root)` }, ...moveTargets(tree)], preview.show)
            : h('p', { className: 'muted', 'data-test': 'no-documents' }, 'No documents here yet. Upload one above.'),
        ),
        preview.element,
      ),
    ),
  )
}
