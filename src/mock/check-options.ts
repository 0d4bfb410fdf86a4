import { mockOptionsError } from './options-error.js'
import { MOCK_OPTION_NAMES, optionsIssue } from './options.js'

/**
 * Checks a mock's options on the way in, before anything is made: throws a
 * `MockOptionsError` naming the entry and the first bad option, its value
 * (`journalSize: Too small: …`) or its name (`baseURL: did you mean
 * baseUrl?`); `extra` are the entry's options beside the mock's. Answers the
 * options as given.
 * @example
 * checkMockOptions({ journalSize: -1 }, 'createMock') // throws MockOptionsError: createMock: journalSize: Too small: expected number to be >=0
 * checkMockOptions({ baseURL: 'https://api.example.test' }, 'setupMockServer') // throws … setupMockServer: baseURL: did you mean baseUrl?
 */
export function checkMockOptions<O>(options: O, entry: string, extra: readonly string[] = []): O {
  const issue = optionsIssue(options, extra)
  if (issue) throw mockOptionsError(entry, issue, options, [...MOCK_OPTION_NAMES, ...extra])
  return options
}
