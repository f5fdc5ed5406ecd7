// The import directions of docs/architecture.md, checked on every `npm test` (through `npm run lint`).
// Each rule names the files it governs and what they must not import, as resolved paths or package names.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const FRAMEWORKS = /^(fastify|@fastify\/|react|react-dom|antd|@tanstack\/)/

const rules = [
  {
    files: 'packages/contract/src/',
    forbid: (target) => target.startsWith('apps/') || /^@sms\/(server|web)/.test(target),
    why: 'the contract imports neither app',
  },
  {
    files: 'apps/web/src/',
    forbid: (target) => target.startsWith('apps/server/') || target.startsWith('@sms/server'),
    why: 'the web app never imports server code',
  },
  {
    files: 'apps/server/src/lib/',
    forbid: (target) =>
      FRAMEWORKS.test(target) || /^apps\/server\/src\/(modules|plugins|db|seed)\//.test(target),
    why: 'lib/ imports no framework and no module',
  },
  {
    files: 'apps/server/src/db/',
    forbid: (target) => /^apps\/server\/src\/(modules|plugins|seed)\//.test(target),
    why: 'db/ imports no module',
  },
  {
    files: 'apps/web/src/features/',
    forbid: (target, file) => {
      const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1]
      return feature(target) !== undefined && feature(target) !== feature(file)
    },
    why: 'features on the web do not import each other',
  },
]

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
      yield* sourceFiles(relative)
    else if (entry.isFile() && SOURCE.test(entry.name)) yield relative
  }
}

// Static imports, re-exports and dynamic imports with a literal specifier.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g

const problems = []
for (const rule of rules) {
  for (const file of sourceFiles(rule.files)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const target = specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : specifier
      if (rule.forbid(target, file)) problems.push(`${file}: imports ${specifier} (${rule.why})`)
    }
  }
}

if (problems.length > 0) {
  console.error(`Import directions broken:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('Import directions hold.')
