import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../lib/child.js'
import { PACK_NOTE, prepareConsumer, type Consumer } from '../lib/consumer.js'
import { judge, type Row } from '../lib/report.js'
import { fmt, pairedRatios, summarize } from '../lib/stats.js'
import { interleave } from '../lib/timing.js'
import { MOCK_PROCESS, MSW_PROCESS, VITEST_CONFIG, mockTestFile, mswTestFile } from '../subjects/cold-start-files.js'

export interface ColdStartOptions {
  /** Rounds of one process per side, after `processWarmup` rounds not counted (which also fill the file system's cache). */
  readonly processRounds: number
  readonly processWarmup: number
  /** Rounds of one Vitest run per side, after `vitestWarmup` rounds not counted; none (0): the one-process rows only. */
  readonly vitestRounds: number
  readonly vitestWarmup: number
  /** Test files per Vitest run. */
  readonly files: number
}

/** What a child process printed: its steps and its CPU time, in ms. */
interface Steps {
  readonly import: number
  readonly create: number
  readonly first: number
  readonly cpu: number
}

const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs')

/** Runs `node args` in `cwd` to its end; answers the wall time (ms) and what it printed. A failure throws with its output. */
function run(args: readonly string[], cwd: string): Promise<{ ms: number; stdout: string }> {
  // The child is plain Node, as a user's test runner starts it: no loader of the benchmark's own.
  const env = { ...process.env }
  delete env.NODE_OPTIONS
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      const ms = performance.now() - start
      if (code === 0) resolve({ ms, stdout })
      else reject(new Error(`node ${args.join(' ')} exited with ${code}: ${(stderr || stdout).trim().slice(-600)}`))
    })
  })
}

/**
 * A test file's cold start, as Vitest pays it once per file: a process that
 * imports the package from its packed build (`doc-workspace-mock/node`,
 * resolved through the exports map as in a user's project), creates the
 * mock, listens and answers one request; beside it the same with plain MSW
 * and one bare `http.get` handler. Then a real Vitest run of `files` such
 * test files against as many plain-MSW ones. Interleaved and paired round
 * by round; the wall time of each process or run, from spawn to exit.
 * The consumer project is `prepared` (a quick run's, made while other
 * suites ran), else made here; it is removed at the end either way.
 * @example
 * const rows = await runColdStart({ processRounds: 15, processWarmup: 1, vitestRounds: 3, vitestWarmup: 1, files: 20 })
 */
export async function runColdStart(options: ColdStartOptions, prepared?: Promise<Consumer>): Promise<Row[]> {
  const consumer = await (prepared ?? prepareConsumer())
  try {
    consumer.write('mock-process.mjs', MOCK_PROCESS)
    consumer.write('msw-process.mjs', MSW_PROCESS)
    consumer.write('vitest.config.mjs', VITEST_CONFIG)
    for (let n = 1; n <= (options.vitestRounds > 0 ? options.files : 0); n++) {
      const name = `file-${String(n).padStart(2, '0')}.test.ts`
      consumer.write(join('vitest-mock', name), mockTestFile(n))
      consumer.write(join('vitest-msw', name), mswTestFile(n))
    }

    const steps: Record<'mock' | 'msw', Steps[]> = { mock: [], msw: [] }
    const oneProcess = (side: 'mock' | 'msw') => async () => {
      const { ms, stdout } = await run([`${side}-process.mjs`], consumer.dir)
      steps[side].push(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Steps)
      return ms
    }
    const processes = await interleave(
      { mock: oneProcess('mock'), msw: oneProcess('msw') },
      { rounds: options.processRounds, warmup: options.processWarmup },
    )

    const vitestRun = (dir: string) => async () =>
      (await run([VITEST, 'run', '--root', consumer.dir, '--config', 'vitest.config.mjs', '--dir', dir], consumer.dir)).ms
    const vitest =
      options.vitestRounds > 0
        ? await interleave(
            { mock: vitestRun('vitest-mock'), msw: vitestRun('vitest-msw') },
            { rounds: options.vitestRounds, warmup: options.vitestWarmup },
          )
        : undefined

    const counted = (side: 'mock' | 'msw', step: keyof Steps) => summarize(steps[side].slice(options.processWarmup).map((s) => s[step]))
    const stepNote = (side: 'mock' | 'msw') =>
      (['import', 'create', 'first', 'cpu'] as const)
        .map(
          (step) => `${step === 'first' ? 'listen + first answer' : step === 'cpu' ? 'CPU' : step} ${fmt(counted(side, step).median)} ms`,
        )
        .join(', ')
    const processRatio = summarize(pairedRatios(processes.mock, processes.msw))
    const cpuRatio = summarize(
      pairedRatios(
        steps.mock.slice(options.processWarmup).map((s) => s.cpu),
        steps.msw.slice(options.processWarmup).map((s) => s.cpu),
      ),
    )
    const vitestMeasure = `a Vitest run of ${options.files} test files`
    const processRows: Row[] = [
      {
        target: 'cold',
        subject: 'this mock (packed build)',
        measure: 'one process: import + setupMockServer + listen + first answer',
        value: summarize(processes.mock),
        unit: 'ms',
        ratio: processRatio,
        ratioTo: 'plain MSW',
        verdict: judge(processRatio.median, { atMost: 1.25 }),
        note: `medians inside the process: ${stepNote('mock')}; CPU time ${fmt(cpuRatio.median)}× plain MSW's; the tarball ${PACK_NOTE[consumer.pack]}`,
      },
      {
        target: 'cold',
        subject: 'plain MSW, 1 handler',
        measure: 'one process: the same',
        value: summarize(processes.msw),
        unit: 'ms',
        verdict: 'info',
        note: `medians inside the process: ${stepNote('msw')}`,
      },
    ]
    if (!vitest) return processRows
    const vitestRatio = summarize(pairedRatios(vitest.mock, vitest.msw))
    return [
      ...processRows,
      {
        target: 'cold',
        subject: 'this mock (packed build)',
        measure: vitestMeasure,
        value: summarize(vitest.mock),
        unit: 'ms',
        ratio: vitestRatio,
        ratioTo: 'plain MSW',
        verdict: judge(vitestRatio.median, { atMost: 1.25 }),
        note: "each file: setupMockServer, listen, one fetch, an assertion; Vitest's defaults (files isolated); the whole run, from spawn to exit",
      },
      {
        target: 'cold',
        subject: 'plain MSW, 1 handler',
        measure: vitestMeasure,
        value: summarize(vitest.msw),
        unit: 'ms',
        verdict: 'info',
      },
    ]
  } finally {
    consumer.remove()
  }
}
