import type { Route } from '../http/route.js'
import { authRoutes } from './auth/handlers.js'
import { documentRoutes } from './documents/handlers.js'
import { folderRoutes } from './folders/handlers.js'
import { memberRoutes } from './members/handlers.js'
import { teamRoutes } from './teams/handlers.js'
import { workspaceRoutes } from './workspaces/handlers.js'

/**
 * Every operation of the contract, in the contract's order: the one list the
 * router, the OpenAPI document and the coverage report are built from.
 * @example
 * routes.find((route) => route.operation === 'Get Team Details')?.path // '/teams/info'
 */
export const routes: readonly Route[] = [
  ...authRoutes,
  ...teamRoutes,
  ...memberRoutes,
  ...workspaceRoutes,
  ...folderRoutes,
  ...documentRoutes,
]
