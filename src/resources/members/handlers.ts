import type { Route } from '../../http/route.js'

/** The Team members group (operations 10–11). */
export const memberRoutes: Route[] = []
