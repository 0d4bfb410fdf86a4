import type { Context } from '../context.js'
import { formatBytes, formatTime, h } from '../dom.js'
import { withPdfTitle } from '../pdf-title.js'
import type { DocumentView } from '../types.js'

export interface MoveTarget {
  readonly folderId: string | null
  readonly label: string
}

/** Upload Document with a progress bar, fed by XMLHttpRequest's upload events. */
export function uploadBar(ctx: Context, workspaceId: string, folderId: string | null): Node {
  const input = h('input', { type: 'file', 'aria-label': 'File to upload' })
  const button = h('button', { type: 'button', className: 'primary' }, 'Upload')
  const progress = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': 'Upload progress' })
  const status = h('span', { className: 'muted', 'data-test': 'upload-status' })
  button.addEventListener('click', () => {
    const file = input.files?.[0]
    if (!file) {
      status.textContent = 'Choose a file first'
      return
    }
    button.disabled = true
    progress.hidden = false
    progress.value = 0
    void ctx.run(async () => {
      try {
        const fields: Record<string, string> = { workspace_id: workspaceId }
        if (folderId) fields.folder_id = folderId
        const document = await ctx.api.upload<DocumentView>(fields, file, (fraction) => {
          if (fraction === null) {
            progress.removeAttribute('value') // indeterminate: sending, no progress reported
            status.textContent = 'Sending…'
          } else {
            progress.value = fraction
            status.textContent = `${Math.round(fraction * 100)}%`
          }
        })
        ctx.notify(`Uploaded ${document.name} (${formatBytes(document.size_bytes)})`)
        await ctx.refresh()
      } finally {
        button.disabled = false
      }
    })
  })
  return h('div', { className: 'toolbar' }, input, button, progress, status)
}

/** The documents of a folder, with their actions: preview, archive or restore, move, delete. */
export function documentsTable(
  ctx: Context,
  documents: readonly DocumentView[],
  targets: readonly MoveTarget[],
  preview: (document: DocumentView) => void,
): Node {
  const act = (run: () => Promise<unknown>, done: string) => () =>
    void ctx.run(async () => {
      await run()
      ctx.notify(done)
      await ctx.refresh()
    })

  const row = (document: DocumentView): Node => {
    const archived = document.status === 'archived'
    const id = { document_id: document.document_id }
    const move = h('select', {
      'aria-label': `Move ${document.name}`,
      disabled: archived,
      title: archived ? 'Restore it to move it' : 'Move to another folder',
    })
    move.append(h('option', { value: '' }, 'Move to…'))
    for (const target of targets) {
      if (target.folderId === document.folder_id) continue
      move.append(h('option', { value: target.folderId ?? 'root' }, target.label))
    }
    move.addEventListener('change', () => {
      if (!move.value) return
      const folderId = move.value === 'root' ? null : move.value
      act(() => ctx.api.put('/documents/move', { ...id, folder_id: folderId }), `Moved ${document.name}`)()
    })
    const remove = h('button', { type: 'button', className: 'danger' }, 'Delete')
    remove.addEventListener('click', () => {
      // Two steps instead of a modal: the first click asks, the second deletes.
      if (remove.dataset.confirm === undefined) {
        remove.dataset.confirm = ''
        remove.textContent = 'Confirm delete'
        return
      }
      act(() => ctx.api.delete('/documents/delete', id), `Deleted ${document.name}`)()
    })
    return h(
      'tr',
      { 'data-document': document.name },
      h('td', {}, document.name, archived ? [' ', h('span', { className: 'badge archived' }, 'archived')] : null),
      h('td', { className: 'muted' }, document.mime_type),
      h('td', { className: 'muted' }, formatBytes(document.size_bytes)),
      h('td', { className: 'muted' }, formatTime(document.updated_at)),
      h(
        'td',
        {},
        h(
          'div',
          { className: 'actions' },
          h('button', { type: 'button', onclick: () => preview(document) }, 'Preview'),
          archived
            ? h(
                'button',
                { type: 'button', onclick: act(() => ctx.api.put('/documents/restore', id), `Restored ${document.name}`) },
                'Restore',
              )
            : h(
                'button',
                { type: 'button', onclick: act(() => ctx.api.put('/documents/archive', id), `Archived ${document.name}`) },
                'Archive',
              ),
          move,
          remove,
        ),
      ),
    )
  }

  return h(
    'table',
    { 'data-test': 'documents' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Name'), h('th', {}, 'Type'), h('th', {}, 'Size'), h('th', {}, 'Updated'), h('th', {}, ''))),
    h('tbody', {}, documents.map(row)),
  )
}

/** Stream Document into the page: an image, a PDF (with a link where the browser has no viewer) or text. */
export function previewPane(ctx: Context): { element: HTMLElement; show(document: DocumentView): void } {
  const element = h('section', { className: 'card preview', hidden: true, 'data-test': 'preview' })
  let url: string | undefined
  const show = (document: DocumentView): void =>
    void ctx.run(async () => {
      const blob = await ctx.api.stream(document.document_id)
      const pdf = blob.type === 'application/pdf'
      if (url) URL.revokeObjectURL(url)
      // The viewer shows the PDF's own title, else the blob URL's UUID: the PDF is given the file's name.
      url = URL.createObjectURL(
        pdf ? new Blob([withPdfTitle(new Uint8Array(await blob.arrayBuffer()), document.name)], { type: blob.type }) : blob,
      )
      let body: Node
      if (blob.type.startsWith('image/')) body = h('img', { src: url, alt: document.name })
      else if (pdf) {
        body = h(
          'object',
          { data: url, type: 'application/pdf', title: document.name, width: '100%', height: '420' },
          h('a', { href: url, target: '_blank' }, 'Open the PDF'),
        )
      } else body = h('pre', {}, (await blob.text()).slice(0, 4000))
      element.hidden = false
      element.dataset.bytes = String(blob.size)
      element.dataset.type = blob.type
      element.replaceChildren(
        h('h2', {}, document.name),
        h('p', { className: 'muted' }, `${formatBytes(blob.size)} streamed · ${blob.type}`),
        body,
      )
      element.scrollIntoView({ block: 'nearest' })
    })
  return { element, show }
}
