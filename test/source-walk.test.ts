import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))
const readme = readFileSync(join(src, 'README.md'), 'utf8')
const files = (readdirSync(src, { recursive: true }) as string[]).map((file) => relative(src, join(src, file)))

describe("src/README.md's request walk", () => {
  it('names only files that exist: each path from src/, each bare name a file of the folder the step names', () => {
    const walk = readme.slice(readme.indexOf("## A request's walk"), readme.indexOf('## Words the code uses'))
    const named = [...walk.matchAll(/`([\w./-]+\.ts)`/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(10)
    const missing = named.filter((name) => (name.includes('/') ? !files.includes(name) : !files.some((file) => file.endsWith(`/${name}`))))
    expect(missing).toEqual([])
  })
})
