import type { RecordTableName } from '../db/record-tables.js'
import type { FieldError } from '../http/api-error.js'
import { h } from './dom.js'
import { formFields, inputText, readPath, type FormField } from './record-fields.js'
import type { TabContext } from './target.js'

/**
 * An input for one field of a record: a choice for an enum, else text; its
 * error or note shown below it, tied to it for a screen reader.
 * @example
 * const { row, input, say } = fieldInput(field, 'add', 'Engineering')
 */
export function fieldInput(
  field: FormField,
  mode: 'add' | 'edit',
  value: string,
): { row: HTMLElement; input: HTMLInputElement | HTMLSelectElement; say(text: string, error: boolean): void } {
  const id = `${mode}-${field.path.replaceAll('.', '-')}`
  const filled = mode === 'add' ? field.fill : null
  const input: HTMLInputElement | HTMLSelectElement =
    field.kind === 'choice'
      ? h(
          'select',
          { id, name: field.path },
          ...(field.nullable ? [h('option', { value: '' }, '(null)')] : []),
          ...field.options.map((option) => h('option', { value: option }, option)),
        )
      : h('input', {
          id,
          name: field.path,
          type: 'text',
          placeholder:
            filled === 'id' ? 'empty: a new id' : filled === 'now' ? "empty: the mock's now" : field.nullable ? 'empty: null' : '',
        })
  input.value = value
  const message = h('span', { id: `${id}-message`, role: 'status' })
  input.setAttribute('aria-describedby', message.id)
  const label = h('label', { for: id, className: 'mono' }, field.path)
  return {
    row: h('div', { className: 'field', 'data-field': field.path }, label, input, message),
    input,
    say(text, error) {
      message.textContent = text
      message.className = error ? 'error' : 'saved'
      if (error) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
    },
  }
}

/**
 * Shows field errors by the inputs they name; one that names no field in the general place.
 * @example
 * showErrors(result.errors, inputs, general)
 */
export function showErrors(
  errors: readonly FieldError[],
  inputs: ReadonlyMap<string, (text: string, error: boolean) => void>,
  general: HTMLElement,
): void {
  const loose: string[] = []
  for (const { field, message } of errors) {
    const say = inputs.get(field)
    if (say) say(message, true)
    else loose.push(field ? `${field}: ${message}` : message)
  }
  general.textContent = loose.join('; ')
}

/**
 * One record, opened: each field editable in place (saved on change, through
 * the table's schema check; a refusal shows by the field and changes
 * nothing), and a delete that first says what else goes.
 * @example
 * pane.replaceChildren(recordView(context, 'documents', id, () => showList()))
 */
export function recordView({ target, kit, edits }: TabContext, table: RecordTableName, id: string, closed: () => void): HTMLElement {
  const record = target.state.db[table].get(id)
  const general = h('p', { className: 'error', role: 'alert' })
  if (!record)
    return h(
      'div',
      {},
      h('p', {}, `No ${table} record ${id}: it is gone.`),
      h('button', { type: 'button', className: 'button', onclick: closed }, 'Back to the list'),
    )
  const says = new Map<string, (text: string, error: boolean) => void>()
  const rows = formFields(kit, table).map((field) => {
    const { row, input, say } = fieldInput(field, 'edit', inputText(readPath(record, field.path)))
    says.set(field.path, say)
    if (field.key) input.setAttribute('readonly', '')
    else {
      input.addEventListener('change', () => {
        const result = edits.editField(target.state, table, id, field.path, input.value)
        if (!result.ok) return showErrors(result.errors, says, general)
        general.textContent = ''
        say('Saved: the app sees it on its next request', false)
        target.commit()
      })
    }
    return row
  })
  const confirm = h('div', { className: 'confirm', hidden: true, role: 'alertdialog', 'aria-label': 'Confirm the deletion' })
  const askDelete = (): void => {
    const plan = edits.planDelete(target.state, table, id)
    const yes = h(
      'button',
      {
        type: 'button',
        className: 'button danger',
        'data-mock': 'confirm-delete',
        onclick: () => {
          const result = edits.deleteRecord(target.state, table, id)
          if (!result.ok) return showErrors(result.errors, says, general)
          target.commit()
          closed()
        },
      },
      'Delete',
    )
    const no = h('button', { type: 'button', className: 'button', onclick: () => (confirm.hidden = true) }, 'Cancel')
    confirm.replaceChildren(
      h('p', {}, plan.allowed ? `Delete this ${table.replace(/s$/, '')}? It also deletes:` : 'This record cannot be deleted here:'),
      h('ul', {}, ...plan.consequences.map((line) => h('li', {}, `• ${line}`))),
      h('div', { className: 'row spaced' }, plan.allowed ? yes : null, no),
    )
    confirm.hidden = false
    ;(plan.allowed ? yes : no).focus()
  }
  return h(
    'div',
    { 'data-mock': 'record', 'data-record': id },
    h(
      'div',
      { className: 'row' },
      h('button', { type: 'button', className: 'button', onclick: closed }, '← Records'),
      h('h3', { className: 'grow' }, `${table} · ${String(record[kit.keys[table] as keyof typeof record])}`),
      h('button', { type: 'button', className: 'button danger', 'data-mock': 'delete', onclick: askDelete }, 'Delete…'),
    ),
    confirm,
    general,
    h('p', { className: 'muted' }, 'Edit a field and leave it (or press Enter) to save it.'),
    ...rows,
  )
}
