import { ERROR_STATUS } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_CODES } from '../lib/api/api-error.ts'

type Tree = { [key: string]: string | Tree }

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })

function namespacesOf(lang: string): Map<string, Tree> {
  const found = new Map<string, Tree>()
  for (const [path, tree] of Object.entries(files)) {
    const match = path.match(/^\.\/([^/]+)\/(.+)\.json$/)
    if (match?.[1] === lang && match[2]) found.set(match[2], tree)
  }
  return found
}

/** Every leaf as `a.b.c` -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') leaves.set(path, value)
    else for (const [p, v] of flatten(value, path)) leaves.set(p, v)
  }
  return leaves
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

const en = namespacesOf('en')
const kh = namespacesOf('kh')

describe('translation files', () => {
  it('exist as the same namespaces in en and kh', () => {
    expect(en.size).toBeGreaterThan(0)
    expect([...kh.keys()].sort()).toEqual([...en.keys()].sort())
  })

  for (const namespace of en.keys()) {
    describe(namespace, () => {
      const enLeaves = flatten(en.get(namespace) ?? {})
      const khLeaves = flatten(kh.get(namespace) ?? {})

      it('has the same keys in en and kh', () => {
        expect([...khLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort())
      })

      it('has no empty text and the same {{placeholders}} in both languages', () => {
        for (const [key, text] of enLeaves) {
          const khText = khLeaves.get(key) ?? ''
          expect(text.trim(), `en ${namespace}:${key}`).not.toBe('')
          expect(khText.trim(), `kh ${namespace}:${key}`).not.toBe('')
          expect(placeholders(khText), `${namespace}:${key}`).toEqual(placeholders(text))
        }
      })
    })
  }

  it('translate every error code the API or the client can produce', () => {
    const codes = [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES].sort()
    expect([...flatten(en.get('errors') ?? {}).keys()].sort()).toEqual(codes)
  })

  it('keep the spec texts verbatim', () => {
    const common = flatten(en.get('common') ?? {})
    expect(common.get('validation.required')).toBe('This field is required!')
    expect(common.get('notFound.message')).toBe('Page not found: {{path}}')
    expect(flatten(en.get('errors') ?? {}).get('AUTH_INVALID_CREDENTIALS')).toBe(
      'Username or password is incorrect.',
    )
  })
})
