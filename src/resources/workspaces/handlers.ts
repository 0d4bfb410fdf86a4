import type { Route } from '../../http/route.js'

/** The Workspaces group (operations 12–18). */
export const workspaceRoutes: Route[] = []
