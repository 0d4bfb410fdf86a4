import type { AutocannonRequest } from 'autocannon'
import type { ChildServer } from '../lib/child.js'
import { judge, pending, type Row } from '../lib/report.js'
import { summarize } from '../lib/stats.js'
import { SERVER_ENTRY, THIS_SERVER, type ServerSet } from '../subjects/servers.js'

export interface HeapOptions {
  /** Requests between two heap readings, and how many readings: for this mock, and for the MSW floor beside it. */
  readonly heapRequests: number
  readonly heapRounds: number
  readonly peerHeapRequests: number
  readonly peerHeapRounds: number
  /** The servers' batches at the same time (a quick run: the heap is no timing), else one server after the other. */
  readonly heapTogether: boolean
}

/** The heap goal: less than this many MB retained per batch of 20k requests. */
const HEAP_GOAL_MB = 5
const HEAP_GOAL_REQUESTS = 20_000

/**
 * The heap this mock's standalone server keeps after each batch of
 * requests (by id and the paged list), read after two full collections in
 * the server's process, beside the MSW floor's; judged against the goal
 * per 20k requests. A shorter batch (a quick run's) tells no verdict: a
 * batch's reading moves by some 0.3 MB whatever its size (-0.36 to 0.04 MB
 * per 20k in a full run), more than the goal pro rata for 600 requests, and
 * a leak under the goal's rate would not show. `load` drives one batch.
 * @example
 * const rows = await runHeap(set, (server, requests, run) => load(server, requests, { connections: 10, ...run }), options)
 */
export async function runHeap(
  set: ServerSet,
  load: (server: ChildServer, requests: AutocannonRequest[], run: { amount: number }) => Promise<number>,
  options: HeapOptions,
): Promise<Row[]> {
  const measured = set.servers.filter((s) => s.server.name === THIS_SERVER || s.server.name.startsWith('msw floor'))
  const heapOf = async ({ server, workload }: ServerSet['servers'][number]): Promise<Row> => {
    const mixed = [...(workload['by-id'] ?? []), ...(workload.list ?? [])]
    const growth: number[] = []
    let before = await server.heap()
    const isMine = server.name === THIS_SERVER
    const requests = isMine ? options.heapRequests : options.peerHeapRequests
    // The figures beside ours are for reference: fewer batches keep the run short.
    for (let round = 0; round < (isMine ? options.heapRounds : options.peerHeapRounds); round++) {
      await load(server, mixed, { amount: requests })
      const after = await server.heap()
      growth.push((after - before) / 2 ** 20)
      before = after
    }
    const value = summarize(growth)
    const short = requests < HEAP_GOAL_REQUESTS
    return {
      target: 'heap',
      subject: server.name,
      measure: `retained per ${requests.toLocaleString('en-US')} requests${isMine ? ' (by id + list)' : ''}`,
      value,
      unit: 'MB',
      verdict: isMine ? judge(value.median, { below: HEAP_GOAL_MB }) : 'info',
      ...(isMine
        ? {
            note:
              `heap after 2 full GCs, read before and after each batch; ${options.heapRounds} batch${options.heapRounds === 1 ? '' : 'es'}` +
              (short
                ? `; the goal is per ${HEAP_GOAL_REQUESTS.toLocaleString('en-US')} requests, and a batch's reading moves by some 0.3 MB whatever its size`
                : ''),
          }
        : {}),
    }
  }
  const rows: Row[] = []
  if (options.heapTogether) rows.push(...(await Promise.all(measured.map(heapOf))))
  else for (const server of measured) rows.push(await heapOf(server))
  if (!set.mine)
    rows.push(pending('heap', THIS_SERVER, `retained per ${options.heapRequests} requests`, `${SERVER_ENTRY} is not there yet`))
  return rows
}
