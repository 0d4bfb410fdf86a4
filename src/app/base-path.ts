/**
 * Normalises a base path: one leading slash, no trailing one, `''` for the root.
 * @example
 * normalizeBasePath('api/') // '/api'
 */
export function normalizeBasePath(basePath = '/'): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}
