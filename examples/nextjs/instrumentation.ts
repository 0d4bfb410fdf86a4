// Runs once when the Next.js server starts. In development only, it starts the mock's standalone
// server where API_URL points, and server components, route handlers and server actions call it
// there. A production build drops this branch, and with it the dynamic import: no mock code ships.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'development') {
    const { startMockServer } = await import('doc-workspace-mock/server')
    const { hostname, port } = new URL(process.env.API_URL ?? 'http://127.0.0.1:4010')
    try {
      await startMockServer({ host: hostname, port: Number(port), quiet: true })
    } catch (error) {
      // Served already: by `npx doc-workspace-mock serve`, or by this hook before Next.js re-ran it.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    }
  }
}
