import type { Route } from '../http/route.js'
import { routes } from '../resources/routes.js'

/** A list of operations to forward that names one the contract does not have; the message lists the known ones. */
export class ProxySelectionError extends Error {
  override readonly name = 'ProxySelectionError'
}

/** Which requests a proxy forwards: by method and path below the base URL. */
export type ProxySelection = (method: string, path: string) => boolean

const keyOf = (method: string, path: string): string => `${method.toUpperCase()} ${path}`

/** The route an item of the list names: an operation's name (`Get Account Teams`) or `METHOD /path`. */
function routeOf(item: string): Route | undefined {
  const byName = routes.find((route) => route.operation === item)
  if (byName) return byName
  const [method = '', path = ''] = item.split(/\s+/)
  return routes.find((route) => keyOf(route.method, route.path) === keyOf(method, path.replace(/\/+$/, '') || '/'))
}

/**
 * Which requests go to the real service: every one when `only` is absent;
 * else those of the operations it names, by the service's name or as
 * `METHOD /path`, the rest simulated. Forwarding a GET forwards the HEAD of
 * the same path too: it is the same read without the body. A name the
 * contract does not know throws `ProxySelectionError` naming the known ones.
 * @example
 * const forwards = proxySelection(['Get Account Teams', 'GET /documents/stream'])
 * forwards('GET', '/teams') // true
 * forwards('GET', '/teams/info') // false
 */
export function proxySelection(only?: readonly string[]): ProxySelection {
  if (only === undefined) return () => true
  const chosen = new Set<string>()
  const unknown: string[] = []
  for (const item of only.map((each) => each.trim()).filter(Boolean)) {
    const route = routeOf(item)
    if (!route) unknown.push(item)
    else chosen.add(keyOf(route.method, route.path))
  }
  if (unknown.length || !chosen.size) {
    const known = routes.map((route) => `${route.operation} (${route.method} ${route.path})`).join(', ')
    const what = unknown.length
      ? `Unknown operation${unknown.length > 1 ? 's' : ''} ${unknown.map((item) => `"${item}"`).join(', ')}`
      : 'No operation named'
    throw new ProxySelectionError(`${what}. Known operations: ${known}`)
  }
  return (method, path) => {
    const at = path.replace(/\/+$/, '') || '/'
    return chosen.has(keyOf(method, at)) || (method.toUpperCase() === 'HEAD' && chosen.has(keyOf('GET', at)))
  }
}
