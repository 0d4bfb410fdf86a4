import { builtInScenarios } from '../../scenarios/built-in.js'
import { builtInConditions } from '../conditions/built-in.js'

/** A command line that asks for something the command does not do: one line, then where the help is. */
export class UsageError extends Error {}

/**
 * The help of `doc-workspace-mock`, naming every built-in scenario and condition.
 * @example
 * process.stdout.write(usage())
 */
export function usage(): string {
  const list = (items: ReadonlyArray<{ name: string; description?: string }>): string =>
    items.map(({ name, description }) => `  ${name.padEnd(15)}${description ?? ''}`).join('\n')
  return `Usage:
  doc-workspace-mock serve [options]       Serve the mock over HTTP
  doc-workspace-mock openapi [--out FILE]  Print (or write) the OpenAPI document of the contract
                                           (--examples FILE captures its examples from the mock anew)
  doc-workspace-mock types [--out FILE]    Print (or write) TypeScript types of the contract for a typed
                                           client, files as Blob: the ones doc-workspace-mock/openapi exports
  doc-workspace-mock coverage merge <dir|file>… [--out DIR]
                                           Sum the API coverage of several processes (servers' shards, test
                                           workers) into one report in DIR (default api-coverage)
  doc-workspace-mock verify --base-url URL (--api-key KEY | --token BEARER) [--read-only] [--json] [--timeout S]
                                           Run a fixed journey through the contract against the real service
                                           at URL, then against the mock, and compare every answer: exit 0
                                           when nothing drifted, 1 when something did (or URL does not answer)
  doc-workspace-mock diff <openapi.json|yaml> [--used-by api-coverage.json] [--json]
                                           Compare the service's OpenAPI document with the mock's contract, by
                                           operation: exit 1 when a difference breaks a client of the mock
                                           (--used-by: only what the tests used, most used first)
  doc-workspace-mock init [vitest] [jest] [browser] [playwright] [storybook] [--yes] [--force] [--dry-run] [--install]
                                           Set the mock up in the project of this folder (Vite, SvelteKit,
                                           React Router, Next.js, Nuxt; npm, pnpm, Yarn, Bun): the app's
                                           config for every mode, setup files, a first test, MSW's worker
                                           script (asks which setups on a terminal; --yes takes the ones it
                                           detects); setups compose, in one run or several
  doc-workspace-mock import-har <file.har> --out FILE [--base-url URL]
                                           Record a world from the exchanges with the real service a HAR file
                                           holds (devtools, Playwright's recordHar) into a state file for
                                           serve --state; entries it cannot use are skipped and counted

Options of serve:
  --port <n>             Port to listen on (default 4010; 0 picks a free one)
  --host <address>       Address to bind (default 127.0.0.1, loopback only; any other needs the
                         control token on every /__mock request, see --control-token)
  --base-path <path>     Path the service is served below (default /)
  --scenario <name>      Scenario to start in (default "default"; see below)
  --conditions <list>    Conditions in force from the start, e.g. slow,flaky (default none; see below)
  --seed <text>          Seed of the conditions' random delays and faults (default doc-workspace-mock)
  --max-sessions <n>     Sessions kept at most; the least recently used goes first (default 200)
  --session-ttl <s>      Seconds an idle session lives (default 1800)
  --max-evicted <n>      Evicted session ids remembered, each answering 410 (default 100000); at the
                         bound none is forgotten: nothing more is evicted, a new session needing room gets 503
  --request-timeout <s>  Seconds a client may take to send a whole request (default 60; headers: 10)
  --max-connections <n>  Connections kept open at once; more are refused and logged (default 1024)
  --max-connections-per-address <n>
                         Of those, the most one client address holds (default three quarters of them);
                         past it, its connection waiting longest (1 s at least) for a request gives way
                         to the new one, or the new one is refused
  --coverage-report <dir>  On exit (Ctrl+C, SIGTERM), write the API coverage of every request served
                         as api-coverage.json, .md and .html in <dir> (also live: GET /__mock/coverage),
                         and its own api-coverage-<host>-<pid>.json: servers sharing <dir> sum theirs
  --state <file>         Keep the default world in <file> across restarts: loaded at start (made from the
                         scenario if missing); each write is answered once saved, and refused (503) while
                         the file cannot be written; sessions are not kept
  --proxy <url>          Stand in front of the real service at <url>: forward every API request there
                         and answer with what it says (a 502 when it cannot be reached); the journal
                         marks each answer source: proxied or simulated
  --proxy-only <list>    Forward only these operations, by name or METHOD /path, comma-separated (e.g.
                         "Get Account Teams,GET /documents/stream"); simulate the rest
  --proxy-timeout <s>    Seconds the real service may stay silent, before its answer (then a 504) and
                         within its body (then the answer is broken off); default 30
  --record <file>        With --proxy: record the world the service's answers show into <file>, a state
                         file for --state, written on exit (now: POST /__mock/record); signs in offline
                         with demo-token or demo-api-key as the recording caller
  --control-token <t>    The token every /__mock request must send as X-Mock-Control-Token (default
                         $DOC_WORKSPACE_MOCK_CONTROL_TOKEN; else none on loopback, one generated and
                         printed on any other address)
  --allowed-hosts <list> Host names answered besides localhost and IP addresses, e.g. mock.ci.test,
                         .ci.test for subdomains too, * for any (a guard against DNS rebinding)
  --cors-origins <list>  Origins whose pages may call /__mock besides loopback ones and the server's own
  --quiet                No log line per request
  --exit-with-parent     Stop when the process that started it ends, even killed with no signal to pass
                         on, or when its standard input, a pipe, reaches its end (on by default under
                         npx, which leaves its command running when killed; --no-exit-with-parent keeps
                         the server running)

Options of verify:
  --base-url <url>       Where the real service is, e.g. https://api.example.test/v2
  --api-key <key>        Sign in with this API key (POST /auth/api-key); the mock side uses demo-api-key
  --token <bearer>       Or use this bearer token as it is; the mock side uses demo-token
  --read-only            Only read: no team, workspace, folder or document is created, changed or deleted
                         (without it, a scratch team dwm-verify-<random> is made and deleted again)
  --json                 Print the report as JSON instead of a table
  --timeout <s>          Seconds to wait for each answer of the real service (default 10)

Options of init:
  -y, --yes              Take the setups the project's package.json and files suggest, without asking
  --force                Replace files it writes that exist with other content (kept by default)
  --dry-run              Say what it would write and run, and change nothing
  --install              Install the missing dev dependencies with the project's package manager (by
                         default it prints the command and does not run it)

  -h, --help             Show this help
  -v, --version          Show the version

Scenarios:
${list(builtInScenarios)}

Conditions:
${list(builtInConditions)}

Control routes (outside every scenario; per session with X-Mock-Session or /_s/<id>):
  GET/PUT /__mock/scenario, GET/PUT /__mock/conditions, POST /__mock/reset (the world named only),
  GET/DELETE /__mock/requests, GET/DELETE /__mock/sessions (DELETE ends them all), GET/DELETE /__mock/coverage,
  GET /__mock/records/<table>, GET/PUT /__mock/state, GET /__mock/openapi.json,
  PUT/GET/DELETE /__mock/pact (collect the Pact file of what the server answers: start, read it, stop),
  GET /__mock/docs (the API reference page), GET/POST /__mock/record (with --record: the world so far; write it now)
`
}

/**
 * One line for an error of the command line: Node's argument parser's
 * wording turned into ours (`Unknown option "--prot"`).
 * @example
 * describeUsageError(error) // 'Unknown option "--prot"'
 */
export function describeUsageError(error: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1]
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `Unknown option "${option}"`
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) return `${option} needs a value`
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Unexpected argument: ${error.message.replace(/^.*?'([^']*)'.*$/s, '"$1"')}`
  return error.message
}

/**
 * The value of an option that names where a service lives: an http or https
 * URL with no query, its trailing slashes dropped; else a `UsageError` naming the option.
 * @example
 * httpBaseUrl('--proxy', 'https://api.example.test/v2/') // 'https://api.example.test/v2'
 */
export function httpBaseUrl(option: string, value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // Told below, with what is expected.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new UsageError(`${option} must be an http or https URL with no query, e.g. https://api.example.test/v2, not "${value}"`)
  return url.href.replace(/\/+$/, '')
}
