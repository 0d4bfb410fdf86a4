import { ok } from '../http/envelope.js'
import type { MockCore } from '../mock/create-mock-from.js'
import { CONTROL_PREFIX } from './control-routes.js'

/** The control routes, as the index lists them. */
const CONTROL_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['GET /__mock/openapi.json', 'the OpenAPI document of the contract'],
  ['GET, PUT /__mock/scenario', 'the active scenario; switch it'],
  ['GET, PUT /__mock/conditions', 'the conditions in force (slow, flaky, offline…); set them'],
  ['POST /__mock/reset', 'back to the seed'],
  ['GET, DELETE /__mock/requests', 'the journal of requests answered'],
  ['GET, DELETE /__mock/sessions', 'the sessions (isolated worlds); end them'],
]

const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * What the server answers at its root: where the service is, where its
 * contract is, and the control routes; a small HTML page for a browser, the
 * envelope for anything else.
 * @example
 * if (path === '/' && method === 'GET') return serverIndex(request, mock, 'http://127.0.0.1:4010')
 */
export function serverIndex(request: Request, mock: MockCore, serviceUrl: string): Response {
  const origin = new URL(serviceUrl).origin
  const index = {
    name: 'doc-workspace-mock',
    service: serviceUrl,
    contract: `${origin}${CONTROL_PREFIX}/openapi.json`,
    scenario: mock.scenario,
    scenarios: mock.scenarios.map((scenario) => scenario.name),
    conditions: mock.conditions.map((condition) => condition.name),
    sessions: `${origin}/_s/<id>${new URL(serviceUrl).pathname.replace(/\/$/, '')}/… or the X-Mock-Session header`,
    control: CONTROL_ROUTES.map(([route, does]) => ({ route, does })),
    try: `curl -H 'Authorization: Bearer demo-token' ${serviceUrl}/teams`,
  }
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return ok('doc-workspace-mock is running', index)
  const rows = CONTROL_ROUTES.map(([route, does]) => `<tr><td><code>${escape(route)}</code></td><td>${escape(does)}</td></tr>`).join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>doc-workspace-mock</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2330}code{background:#f1f3f8;padding:1px 4px;border-radius:3px}td{padding:2px 12px 2px 0;vertical-align:top}</style></head>
<body><h1>doc-workspace-mock</h1><p>The Document Workspace Service, simulated, at <code>${escape(serviceUrl)}</code> — scenario <b>${escape(mock.scenario)}</b>${index.conditions.length ? `, conditions <b>${escape(index.conditions.join(', '))}</b>` : ''}.</p>
<p>The contract: <a href="${escape(index.contract)}">${escape(index.contract)}</a>. Try <code>${escape(index.try)}</code></p>
<h2>Control routes</h2><table>${rows}</table><p>Sessions: <code>${escape(index.sessions)}</code>.</p></body></html>`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
