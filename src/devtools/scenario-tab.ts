import { h } from './dom.js'
import { handTokensOver } from './token-handoff.js'
import type { DevtoolsTab, TabView } from './target.js'

/**
 * The Scenario tab: which scenario answers, the conditions in force, and a
 * reset to the seed. A switch or a reset starts the app over; a condition
 * only changes how the next answers travel, so it does not.
 * @example
 * const view = scenarioTab.mount(context)
 */
export const scenarioTab: DevtoolsTab = {
  id: 'scenario',
  label: 'Scenario',
  mount({ target, options, restart }): TabView {
    const select = h('select', {
      id: 'scenario-select',
      'data-mock': 'scenario',
      onchange: () => {
        target.useScenario(select.value)
        // A switch keeps the issued tokens; without `persist`, the reload that follows would not.
        if (!target.persistent && options.reload !== false) handTokensOver(target)
        void restart()
      },
    })
    for (const { name, description } of target.scenarios) select.append(h('option', { value: name, title: description }, name))
    const description = h('p', { className: 'description', id: 'scenario-description' })
    select.setAttribute('aria-describedby', description.id)
    const conditions = h(
      'fieldset',
      {
        'data-mock': 'conditions',
        // A condition changes how answers travel, not the data: no reload, the app's next request meets it.
        onchange: () =>
          target.useConditions(...[...conditions.querySelectorAll('input')].filter((box) => box.checked).map((box) => box.value)),
      },
      h('legend', {}, 'Conditions'),
    )
    for (const { name, description: about } of target.availableConditions) {
      conditions.append(h('label', { title: about ?? '' }, h('input', { type: 'checkbox', value: name, 'data-condition': name }), name))
    }
    const reset = h(
      'button',
      {
        type: 'button',
        className: 'button',
        'data-mock': 'reset',
        onclick: () => {
          target.reset()
          void restart()
        },
      },
      'Reset data',
    )
    const element = h(
      'div',
      {},
      h('div', { className: 'row' }, h('label', { for: 'scenario-select' }, 'Scenario'), select),
      description,
      conditions,
      h(
        'div',
        { className: 'row' },
        reset,
        h('span', { className: 'note' }, target.persistent ? 'Changes are kept across reloads.' : 'Changes last until the page reloads.'),
      ),
    )
    return {
      element,
      render() {
        select.value = target.scenario
        description.textContent = target.scenarios.find((each) => each.name === target.scenario)?.description ?? ''
        const active = target.conditions.map((condition) => condition.name)
        for (const box of conditions.querySelectorAll('input')) box.checked = active.includes(box.value)
      },
    }
  },
}
