import { compareAnswerFields } from './compare-bodies.js'
import type { Difference, OperationName } from './difference.js'
import type { Answer, Operation } from './operation-parts.js'

/**
 * Answers the mock declares on every operation for its own reasons (a session
 * it evicted, 410) or for any request at all (limits, faults): a service's
 * document that leaves them out says nothing about the operation.
 */
const GENERIC_STATUSES = new Set(['410', '413', '414', '429', '500', '503'])
/** Headers the mock declares on every answer, sent only while a rate limit is in force. */
const GENERIC_HEADERS = new Set(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'])

const isSuccess = (status: string): boolean => /^[23]/.test(status)

/** The service's answer that stands for a status: the same, its range (`4XX`), or `default`. */
const answerFor = (answers: ReadonlyMap<string, Answer>, status: string): Answer | undefined =>
  answers.get(status) ?? answers.get(`${status[0]!}XX`) ?? answers.get('DEFAULT')

type Found = Omit<Difference, keyof OperationName>

/**
 * The answers of one operation, compared: each the mock gives must be
 * declared by the service (a success's absence breaks a client, an error's
 * is a warning), with its headers and a body of the same shape; an answer
 * only the service declares is one the client's tests never met.
 * @example
 * compareAnswers(mockOperation, serviceOperation).filter((difference) => difference.status === '200')
 */
export function compareAnswers(mock: Operation, service: Operation): Found[] {
  const found: Found[] = []
  for (const [status, answer] of mock.answers) {
    if (GENERIC_STATUSES.has(status)) continue
    const success = isSuccess(status)
    const theirs = answerFor(service.answers, status)
    if (!theirs) {
      found.push({
        status,
        kind: 'answer-status-removed',
        severity: success ? 'breaking' : 'warning',
        where: `answer ${status}`,
        mock: 'answers it',
        service: 'not declared',
        why: success
          ? 'a client that waits for it gets another status'
          : 'the service answers this case otherwise: the client has not met how',
      })
      continue
    }
    for (const [key, header] of answer.headers) {
      if (GENERIC_HEADERS.has(key) || theirs.headers.has(key)) continue
      found.push({
        status,
        kind: 'answer-header-removed',
        severity: success ? 'breaking' : 'warning',
        where: `answer ${status}, header ${header.name}`,
        mock: 'sends it',
        service: 'not declared',
        why: 'a client that reads it finds nothing',
      })
    }
    const types = [...answer.content.keys()]
    const shared = types.filter((type) => theirs.content.has(type))
    if (types.length && !shared.length) {
      found.push({
        status,
        kind: 'answer-media-type',
        severity: success ? 'breaking' : 'warning',
        where: `answer ${status}`,
        mock: types.join(', '),
        service: [...theirs.content.keys()].join(', ') || 'no body',
        why: 'a client that reads the body gets another kind of body',
      })
    }
    for (const type of shared) {
      const where = types.length > 1 ? `answer ${status} (${type})` : `answer ${status}`
      for (const difference of compareAnswerFields(answer.content.get(type)!, theirs.content.get(type)!, where, success))
        found.push({ ...difference, status })
    }
  }
  for (const status of service.answers.keys()) {
    if (status === 'DEFAULT' || /XX$/.test(status) || GENERIC_STATUSES.has(status) || mock.answers.has(status)) continue
    found.push({
      status,
      kind: 'answer-status-added',
      severity: 'warning',
      where: `answer ${status}`,
      mock: 'never answers it',
      service: 'declared',
      why: "the client's tests never met it",
    })
  }
  return found
}
