import { download, h } from './dom.js'
import type { DevtoolsTab, TabView } from './target.js'

const TEST_LINE = "mock.importState(JSON.parse(readFileSync('state.json', 'utf8')))"

/**
 * The Share tab: the whole world (every record, every file's bytes, the
 * scenario, the conditions, the clock) saved as one JSON file for a bug
 * report, and such a file loaded back. A file that does not fit is refused
 * with each bad field named, and nothing changes.
 * @example
 * const view = shareTab.mount(context)
 */
export const shareTab: DevtoolsTab = {
  id: 'share',
  label: 'Share',
  mount({ target, options, kit, restart }): TabView {
    const outcome = h('div', { 'data-mock': 'import-outcome', 'aria-live': 'polite' })
    const exported = h('p', { className: 'muted', role: 'status' })
    const exportState = (): void => {
      const file = target.exportState()
      const name = `doc-workspace-mock-${file.scenario}-${file.clock.replace(/[:.]/g, '-')}.json`
      download(name, JSON.stringify(file, null, 2), 'application/json')
      exported.textContent = `Saved ${name}`
    }
    const input = h('input', { type: 'file', id: 'import-file', accept: 'application/json,.json', 'data-mock': 'import' })
    input.addEventListener('change', () => void importChosen())
    async function importChosen(): Promise<void> {
      const file = input.files?.[0]
      input.value = ''
      if (!file) return
      let value: unknown
      try {
        value = JSON.parse(await file.text())
      } catch (error) {
        return fail(`${file.name} is not JSON: ${error instanceof Error ? error.message : String(error)}`, [])
      }
      try {
        target.importState(value)
      } catch (error) {
        if (error instanceof kit.StateFileError)
          return fail(
            `${file.name} was refused; nothing changed.`,
            error.errors.map(({ field, message }) => `${field || 'file'}: ${message}`),
          )
        return fail(`${file.name} could not be loaded; nothing changed: ${error instanceof Error ? error.message : String(error)}`, [])
      }
      const records = target.state.db
      outcome.replaceChildren(
        h(
          'p',
          { className: 'saved', role: 'status' },
          `Loaded ${file.name}: scenario ${target.scenario}, ${records.documents.count()} documents, ${records.teams.count()} teams, clock at ${new Date(target.clock.now()).toISOString()}.`,
        ),
      )
      target.commit()
      // Kept across reloads, the app starts over on it; otherwise a reload would lose it, and its next request sees it anyway.
      if (target.persistent && options.reload !== false) await restart()
    }
    function fail(summary: string, lines: readonly string[]): void {
      outcome.replaceChildren(
        h(
          'div',
          { role: 'alert', className: 'error', 'data-mock': 'import-error' },
          h('p', {}, summary),
          lines.length ? h('ul', {}, ...lines.map((line) => h('li', { className: 'mono' }, line))) : null,
        ),
      )
    }
    const element = h(
      'div',
      {},
      h('h3', {}, 'Export'),
      h(
        'p',
        { className: 'muted' },
        'The whole state as one JSON file: every record, every file’s bytes, the scenario, the conditions and the clock. Attach it to a bug report.',
      ),
      h(
        'div',
        { className: 'row' },
        h('button', { type: 'button', className: 'button', 'data-mock': 'export', onclick: exportState }, 'Export state'),
        exported,
      ),
      h('h3', {}, 'Import'),
      h(
        'p',
        { className: 'muted' },
        'Load a state file: it is checked field by field first, and a file that does not fit changes nothing.',
      ),
      h('div', { className: 'row' }, h('label', { for: 'import-file' }, 'State file'), input),
      outcome,
      h('h3', {}, 'In a test'),
      h('p', { className: 'muted' }, 'The same file reproduces the bug in Vitest or Jest, one line after creating the mock:'),
      h('pre', {}, TEST_LINE),
      h('p', { className: 'muted' }, 'Or against the standalone server: PUT /__mock/state with the file as the body.'),
    )
    return { element, render: () => undefined }
  },
}
