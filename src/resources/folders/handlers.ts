import type { Route } from '../../http/route.js'

/** The Folders group (operations 19–25). */
export const folderRoutes: Route[] = []
