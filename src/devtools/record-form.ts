import type { RecordTableName } from '../db/record-tables.js'
import { h } from './dom.js'
import { formFields } from './record-fields.js'
import { fieldInput, showErrors } from './record-view.js'
import type { TabContext } from './target.js'

/**
 * A form that adds a record to a table, built from the table's schema: a
 * choice for each enum, an empty key for a new id, an empty time for the
 * mock's now. Checked by the schema and every reference before it is
 * stored; a refusal shows by each field and adds nothing.
 * @example
 * pane.replaceChildren(recordForm(context, 'teams', (id) => open(id), () => showList()))
 */
export function recordForm(
  { target, kit, edits }: TabContext,
  table: RecordTableName,
  added: (id: string) => void,
  cancelled: () => void,
): HTMLElement {
  const general = h('p', { className: 'error', role: 'alert' })
  const says = new Map<string, (text: string, error: boolean) => void>()
  const inputs = formFields(kit, table).map((field) => {
    const made = fieldInput(field, 'add', field.kind === 'choice' && !field.nullable ? (field.options[0] ?? '') : '')
    says.set(field.path, made.say)
    return { field, ...made }
  })
  const form = h(
    'form',
    {
      'data-mock': 'add-form',
      'aria-label': `Add a record to ${table}`,
      onsubmit: (event: Event) => {
        event.preventDefault()
        for (const { say } of inputs) say('', false)
        const texts = Object.fromEntries(inputs.map(({ field, input }) => [field.path, input.value]))
        const result = edits.addRecord(target.state, table, texts)
        if (!result.ok) return showErrors(result.errors, says, general)
        target.commit()
        const key = inputs.find(({ field }) => field.key)?.field.path ?? ''
        added(String(result.record[key]))
      },
    },
    h(
      'div',
      { className: 'row' },
      h('button', { type: 'button', className: 'button', onclick: cancelled }, '← Records'),
      h('h3', { className: 'grow' }, `New record in ${table}`),
    ),
    general,
    ...inputs.map(({ row }) => row),
    h(
      'div',
      { className: 'row spaced' },
      h('button', { type: 'submit', className: 'button' }, 'Add'),
      h('span', { className: 'muted' }, 'Checked as the API checks a write; references must exist.'),
    ),
  )
  return form
}
