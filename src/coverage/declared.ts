import { ApiError } from '../http/api-error.js'
import type { Route } from '../http/route.js'
import { createOpenApiDocument } from '../openapi/document.js'
import { routes } from '../resources/routes.js'

/** One answer the contract declares for an operation; `message` tells the meanings of 401 and 409 apart. */
export interface DeclaredAnswer {
  readonly status: number
  readonly message: string | null
}

/** One operation and the answers its OpenAPI document declares, plus a network error. */
export interface DeclaredOperation {
  readonly operation: string
  readonly group: string
  readonly method: string
  readonly path: string
  readonly answers: readonly DeclaredAnswer[]
}

const INVALID_TOKEN = ApiError.invalidToken().message
const INVALID_API_KEY = ApiError.invalidApiKey().message

/** The answers of one status: one per 409 reason the route declares, the 401 of its kind, else the status alone. */
function meaningsOf(route: Route, status: number): DeclaredAnswer[] {
  if (status === 409 && route.conflicts?.length) return route.conflicts.map((message) => ({ status, message }))
  if (status === 401) return [{ status, message: route.public ? INVALID_API_KEY : INVALID_TOKEN }]
  return [{ status, message: null }]
}

let declared: readonly DeclaredOperation[] | undefined

/**
 * Every operation with the answers it declares: the statuses of its
 * `responses` in the generated OpenAPI document (so a status the document
 * gains is covered without a change here), 409 split by the route's
 * `conflicts`, 401 by its kind (`Invalid API key` for the public operation,
 * `Invalid token` for the others), and a network error. Built once, on the
 * first report, since the document costs tens of milliseconds.
 * @example
 * declaredOperations().find((op) => op.path === '/folders/move')?.answers
 */
export function declaredOperations(): readonly DeclaredOperation[] {
  if (declared) return declared
  const document = createOpenApiDocument({ routes })
  declared = routes.map((route) => {
    const operation = document.paths[route.path]?.[route.method.toLowerCase()]
    const responses = (operation?.responses ?? {}) as Record<string, unknown>
    const statuses = Object.keys(responses)
      .filter((key) => /^\d{3}$/.test(key))
      .map(Number)
      .sort((a, b) => a - b)
    const answers = statuses.flatMap((status) => meaningsOf(route, status))
    answers.push({ status: 0, message: null })
    return { operation: route.operation, group: route.group, method: route.method, path: route.path, answers }
  })
  return declared
}
