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

describe('the README', () => {
  it('documents exactly the variables the server reads', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('## Configuration'))
    const documented = [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap(([, cell]) =>
      [...(cell ?? '').matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name),
    )
    expect(documented.sort()).toEqual([...CONFIG_VARIABLES].sort())
  })
})
