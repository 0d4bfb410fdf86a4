import type { Mock } from '../../src/adapters/msw/msw-mock-face.js'
import { routes } from '../../src/resources/routes.js'
import { createMock } from '../../src/adapters/msw/create-mock.js'
import { largeAccount, type LargeAccount, type LargeAccountOptions } from '../../test/support/large-account.js'
import { largeScenario, scenarioName } from '../data/scenario.js'
import { pickOperations, toRequest, type BenchOperation, type OperationKind } from './operations.js'

/** This package, in process: a mock over a generated account, and the operations to send it. */
export interface ThisMock {
  readonly mock: Mock
  readonly account: LargeAccount
  readonly operations: Record<OperationKind, BenchOperation>
  /** Sends the i-th call of an operation kind through the mock's own request handling (no interception). */
  send(kind: OperationKind, i: number): Promise<Response>
  /** The same for any operation. */
  sendOperation(operation: BenchOperation, i: number): Promise<Response>
}

/**
 * This mock over a generated account of `documents` documents.
 * @example
 * const subject = createThisMock('https://api.example.test', 100_000)
 * await subject.send('by-id', 0)
 */
export function createThisMock(baseUrl: string, documents: number, options: LargeAccountOptions = {}): ThisMock {
  const account = largeAccount(documents, options)
  const scenario = largeScenario(documents, options)
  const mock = createMock({ baseUrl, scenarios: [scenario], scenario: scenarioName(documents, options) })
  const operations = pickOperations(routes)
  const sendOperation = async (operation: BenchOperation, i: number): Promise<Response> => {
    const response = await mock.handle(toRequest(baseUrl, operation, account, i))
    if (!response) throw new Error(`The mock did not answer ${operation.path}`)
    return response
  }
  return { mock, account, operations, send: (kind, i) => sendOperation(operations[kind], i), sendOperation }
}

/**
 * Checks once, before timing, that a subject answers 200 with a success
 * envelope, so that no benchmark ever times error answers.
 * @example
 * await expectOk('this mock, Get Team Details', await subject.send('by-id', 0))
 */
export async function expectOk(label: string, response: Response): Promise<void> {
  const text = await response.text()
  if (response.status !== 200 || !text.includes('"success":true')) {
    throw new Error(`${label} answered ${response.status}: ${text.slice(0, 300)}`)
  }
}
