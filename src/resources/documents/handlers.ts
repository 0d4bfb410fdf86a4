import type { Route } from '../../http/route.js'

/** The Documents group (operations 26–34). */
export const documentRoutes: Route[] = []
