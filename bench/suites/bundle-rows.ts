import { kib, measureBrowserBundle, type BundleFigure } from '../../test/support/browser-bundle.js'
import { judge, type Row } from '../lib/report.js'

/** The goal of the browser entry, min+gzip. */
const GOAL_KIB = 80
const once = (value: number) => ({ median: value, min: value, max: value, rounds: 1 })

/**
 * The bench table's `bundle` rows: the entry as it is, and with zod imported as a namespace.
 * @example
 * rows.push(...(await bundleRows()))
 */
export async function bundleRows(): Promise<Row[]> {
  const [now, namespaced] = await Promise.all([measureBrowserBundle(), measureBrowserBundle({ namespaceZod: true })])
  const faker = now.inputs.some((input) => input.includes('@faker-js'))
  const row = (figure: BundleFigure, measure: string): Row => ({
    target: 'bundle',
    subject: 'this mock',
    measure,
    value: once(kib(figure.entry.gzip)),
    unit: 'KiB',
    verdict: faker ? 'miss' : judge(kib(figure.entry.gzip), { atMost: GOAL_KIB }),
    note: `${kib(figure.entry.minified).toFixed(0)} KiB minified; devtools chunks ${kib(figure.panel.gzip).toFixed(1)} KiB gzip; coverage report chunk ${kib(figure.coverage.gzip).toFixed(1)} KiB gzip; on-demand chunks (misconfiguration, unhandled requests) ${kib(figure.onDemand.gzip).toFixed(1)} KiB gzip; faker ${faker ? 'shipped' : 'not shipped'}`,
  })
  return [row(now, 'startMockWorker entry'), { ...row(namespaced, 'same, zod imported as a namespace'), verdict: 'info' }]
}
