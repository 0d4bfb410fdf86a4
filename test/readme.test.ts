import { describe, expect, it } from 'vitest'
import { routes } from '../src/resources/routes.js'
import { permissionTable } from '../src/resources/members/roles.js'
import { builtInScenarios } from '../scenarios/built-in.js'
import { documentationText as docs, readme } from './support/readme-blocks.js'

/** README.md and the pages of docs/: what they must say somewhere, as the code has it. */
describe('the documentation', () => {
  it('lists every operation the mock serves, by its name and endpoint', () => {
    for (const route of routes) {
      expect(docs, route.operation).toContain(`\`${route.method} ${route.path}\``)
      expect(docs, route.path).toContain(`| ${route.operation}`)
    }
  })

  it('prints the permission table exactly as the code defines it', () => {
    expect(docs).toContain(permissionTable())
  })

  it('names every built-in scenario, and the README the two commands', () => {
    for (const scenario of builtInScenarios) expect(docs).toContain(`| \`${scenario.name}\` |`)
    expect(readme).toContain('npm start')
    expect(readme).toContain('npm test')
  })
})
