import { builtInScenarios } from '../../../scenarios/built-in.js'
import { ConditionsError } from '../../conditions/catalog.js'
import type { Mock } from '../msw/msw-mock-face.js'
import { scenarioMemory } from './storage.js'
import type { MockOptions } from '../msw/create-mock.js'
import { mswMock } from '../msw/msw-mock.js'
import { CONDITIONS_STORAGE_KEY, SCENARIO_STORAGE_KEY } from './storage-keys.js'

export interface PageChoiceOptions {
  /** The page URL parameter that picks the scenario; `false` ignores the URL. Default `scenario`. */
  scenarioParam?: string | false
  /** The page URL parameter that sets the conditions (`?conditions=slow,flaky`, or `none`); `false` ignores the URL. Default `conditions`. */
  conditionsParam?: string | false
  /**
   * Remember what the page picked (the URL or the panel, never code's `useScenario` or `useConditions`)
   * in `localStorage`, until `reset()`. Default: true.
   */
  rememberScenario?: boolean
}

/** The page's choices kept in `localStorage`: the panel's, for the next load; `forget` for `reset()`. */
export interface PageMemory {
  scenario(name: string): void
  conditions(names: readonly string[]): void
  forget(): void
}

/** The mock the page asked for, and how to remember (or forget) a later choice. */
export interface PageMock {
  readonly mock: Mock
  readonly remember: PageMemory
}

const namesOf = (text: string): string[] =>
  text.trim() === 'none'
    ? []
    : text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)

/**
 * Creates the mock a page asks for: the scenario and the conditions of the
 * URL (`?scenario=empty-teams&conditions=slow`), else those remembered in
 * `localStorage`, else the options'. They are where `reset()` returns to.
 * An unknown name is noted and ignored, never fatal.
 * @example
 * const { mock, remember } = createPageMock(options, note)
 */
export function createPageMock(options: MockOptions & PageChoiceOptions, note: (message: string) => void): PageMock {
  const remember = options.rememberScenario !== false
  const url = new URL(location.href).searchParams
  const fromUrl = (param: string | false | undefined, fallback: string): string | undefined =>
    param === false ? undefined : (url.get(param ?? fallback) ?? undefined)
  const scenarioMemo = remember ? scenarioMemory(SCENARIO_STORAGE_KEY) : undefined
  const conditionsMemo = remember ? scenarioMemory(CONDITIONS_STORAGE_KEY) : undefined

  const known = new Set([...builtInScenarios, ...(options.scenarios ?? [])].map((scenario) => scenario.name))
  const askedScenario = fromUrl(options.scenarioParam, 'scenario')?.trim() || undefined
  if (askedScenario && !known.has(askedScenario))
    note(`ignoring unknown scenario "${askedScenario}" from the URL; known: ${[...known].join(', ')}`)
  let rememberedScenario = scenarioMemo?.read()
  if (rememberedScenario && !known.has(rememberedScenario)) {
    scenarioMemo?.forget()
    rememberedScenario = undefined
  }
  const scenario = askedScenario && known.has(askedScenario) ? askedScenario : (rememberedScenario ?? options.scenario)
  if (askedScenario && known.has(askedScenario)) scenarioMemo?.write(askedScenario)

  const askedConditions = fromUrl(options.conditionsParam, 'conditions')
  const rememberedConditions = conditionsMemo?.read()
  const wanted = askedConditions ?? rememberedConditions
  let mock: Mock
  try {
    mock = mswMock({ ...options, scenario, ...(wanted === undefined ? {} : { conditions: namesOf(wanted) }) })
    if (askedConditions !== undefined) conditionsMemo?.write(namesOf(askedConditions).join(','))
  } catch (error) {
    if (!(error instanceof ConditionsError) || wanted === undefined) throw error
    note(
      `ignoring the conditions "${wanted}" from the ${askedConditions === undefined ? 'saved choice' : 'URL'}: ${error.errors.map((e) => e.message).join('; ')}`,
    )
    if (askedConditions === undefined) conditionsMemo?.forget()
    mock = mswMock({ ...options, scenario })
  }
  return {
    mock,
    remember: {
      scenario: (name) => scenarioMemo?.write(name),
      conditions: (names) => conditionsMemo?.write(names.join(',')),
      forget() {
        scenarioMemo?.forget()
        conditionsMemo?.forget()
      },
    },
  }
}
