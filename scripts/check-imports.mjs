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
      FRAMEWORKS.test(target) || /^apps\/server\/src\/(kernel|modules|plugins|db|seed)\//.test(target),
    why: 'lib/ imports no framework, no kernel and no module',
  },
  {
    files: 'apps/server/src/db/',
    forbid: (target) => /^apps\/server\/src\/(modules|plugins|seed)\//.test(target),
    why: 'db/ imports no module',
  },
  {
    files: 'apps/server/src/kernel/',
    forbid: (target) =>
      FRAMEWORKS.test(target) || /^apps\/server\/src\/(modules|plugins|seed)\//.test(target),
    why: 'the kernel (list engine, rows, user names, shop day, find by id) imports only lib/ and db/',
  },
  {
    files: 'apps/server/src/modules/access/',
    forbid: (target) =>
      /^apps\/server\/src\/modules\//.test(target) &&
      !/^apps\/server\/src\/modules\/(access|auth)\//.test(target),
    why: 'modules/access imports the kernel and the actor (auth), no feature module',
  },
  {
    files: 'apps/web/src/features/',
    forbid: (target, file) => {
      const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1]
      return feature(target) !== undefined && feature(target) !== feature(file)
    },
    why: 'features on the web do not import each other',
  },
  ...['apps/web/src/components/', 'apps/web/src/lib/'].map((files) => ({
    files,
    forbid: (target) => /^apps\/web\/src\/(app|features)\//.test(target),
    why: 'components/ and lib/ serve every feature and the shell, and import neither',
  })),
  {
    files: 'apps/web/src/features/',
    forbid: (target) => target.startsWith('apps/web/src/app/'),
    why: 'features do not import the shell (app/); shared types and parts live in lib/ and components/',
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

// Server modules may depend on each other only one way: a cycle between two modules (sales ⇄ orders once)
// means neither can be read, tested or moved without the other. Edges are module → module, tests excluded.
const moduleOf = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1]
const edges = new Map()
for (const file of sourceFiles('apps/server/src/modules/')) {
  if (/\.test\.ts$|test-kit\.ts$|\.fixture\.ts$/.test(file)) continue
  const from = moduleOf(file)
  for (const [, specifier] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)) {
    if (!specifier.startsWith('.')) continue
    const to = moduleOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    if (!to || to === from) continue
    if (!edges.has(from)) edges.set(from, new Map())
    if (!edges.get(from).has(to)) edges.get(from).set(to, file)
  }
}
// The cycles that predate this rule (the resource registry lists every module's resources; documents' route
// recipes): to be broken, never to grow (decision 0037). sales ⇄ orders is broken: the till's invoice and the
// order header it changes live in sales, below the back office.
const KNOWN_CYCLES = new Set([
  'audit ⇄ resources',
  'catalogue ⇄ resources',
  'documents ⇄ orders',
  'gazetteer ⇄ resources',
  'move-in ⇄ resources',
  'parties ⇄ resources',
  'products ⇄ resources',
  'resources ⇄ roles',
  'resources ⇄ users',
])
const reported = new Set(KNOWN_CYCLES)
for (const [from, targets] of edges) {
  for (const [to, file] of targets) {
    const back = edges.get(to)?.get(from)
    const pair = [from, to].sort().join(' ⇄ ')
    if (back && !reported.has(pair)) {
      reported.add(pair)
      problems.push(`modules ${pair}: ${file} and ${back} import each other's module (no module cycles)`)
    }
  }
}

if (problems.length > 0) {
  console.error(`Import directions broken:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('Import directions hold.')
