import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.ADMIN_EMAIL).toBe('admin@example.com')
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/)
  })
})

/** The variables named in the first column of a markdown file's tables. */
const tableVariables = (file: string) =>
  [...fs.readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8').matchAll(/^\|([^|]+)\|/gm)]
    .flatMap(([, cell]) => [...(cell ?? '').matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name ?? ''))
    .sort()

describe('the configuration docs', () => {
  it('document exactly the variables the server reads', () => {
    expect(tableVariables('docs/configuration.md')).toEqual([...CONFIG_VARIABLES].sort())
  })

  it("name in the README's short table only variables the server reads", () => {
    const inReadme = tableVariables('README.md')
    expect(inReadme.length).toBeGreaterThan(0)
    expect(inReadme.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([])
  })
})
