/** Attributes of an element: a property where the element has one (`hidden`, `value`), else an attribute (`aria-*`, `data-*`, `role`). */
export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>>

/**
 * The devtools' one DOM helper: an element with its attributes, listeners
 * (`onclick`…) and children; `null`, `false` and `undefined` attributes are left out.
 * @example
 * h('button', { type: 'button', 'aria-pressed': 'true', onclick: () => open() }, 'teams ', h('b', {}, '3'))
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string | null | false | undefined>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue
    if (typeof value === 'function') node.addEventListener(name.slice(2), value)
    else if (name in node && !name.includes('-') && name !== 'role' && name !== 'list')
      (node as unknown as Record<string, unknown>)[name] = value
    else node.setAttribute(name, value === true ? '' : String(value))
  }
  for (const child of children) if (child !== null && child !== false && child !== undefined) node.append(child)
  return node
}

/**
 * Rebuilds a container's children and gives the focus back to the control
 * that had it, found again by the same `data-*` attribute value: a list that
 * refreshes as requests arrive does not throw a keyboard user out of it.
 * @example
 * keepFocus(list, 'data-request', () => list.replaceChildren(...rows))
 */
export function keepFocus(container: HTMLElement, attribute: string, rebuild: () => void): void {
  const focused = (container.getRootNode() as Document | ShadowRoot).activeElement
  const value = focused && container.contains(focused) ? focused.closest(`[${attribute}]`)?.getAttribute(attribute) : null
  rebuild()
  if (value != null) container.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(value)}"]`)?.focus()
}

/**
 * A byte count as people read it.
 * @example
 * bytesText(2048) // '2.0 KiB'
 */
export function bytesText(bytes: number | null): string {
  if (bytes === null) return 'size unknown'
  if (bytes < 1024) return `${bytes} B`
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

/**
 * The class of a status for its colour: `ok` (2xx, 3xx), `client` (4xx), `fault` (5xx and network errors).
 * @example
 * statusClass(404) // 'client'
 */
export function statusClass(status: number): 'ok' | 'client' | 'fault' {
  return status >= 500 || status === 0 ? 'fault' : status >= 400 ? 'client' : 'ok'
}

/**
 * Downloads text as a file, the way a browser saves a link.
 * @example
 * download('state.json', JSON.stringify(state), 'application/json')
 */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = h('a', { href: url, download: name, hidden: true })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
