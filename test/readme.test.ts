import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routes } from '../src/resources/routes.js'
import { permissionTable } from '../src/resources/members/roles.js'
import { builtInScenarios } from '../scenarios/built-in.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('the README', () => {
  it('lists every operation the mock serves, by its name and endpoint', () => {
    for (const route of routes) {
      expect(readme, route.operation).toContain(`\`${route.method} ${route.path}\``)
      expect(readme, route.path).toContain(`| ${route.operation}`)
    }
  })

  it('prints the permission table exactly as the code defines it', () => {
    expect(readme).toContain(permissionTable())
  })

  it('names every built-in scenario and the two commands', () => {
    for (const scenario of builtInScenarios) expect(readme).toContain(`| \`${scenario.name}\` |`)
    expect(readme).toContain('npm start')
    expect(readme).toContain('npm test')
  })
})
