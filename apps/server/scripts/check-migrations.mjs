// Fails when the Drizzle schema has changes that no committed migration contains.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// drizzle-kit wants a relative output path.
const out = path.relative(process.cwd(), fs.mkdtempSync(path.join(os.tmpdir(), 'sms-migrations-')))
fs.cpSync('src/db/migrations', out, { recursive: true })
const output = execFileSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/index.ts',
    '--out',
    out,
  ],
  { encoding: 'utf8' },
)
fs.rmSync(out, { recursive: true, force: true })
if (!output.includes('No schema changes')) {
  console.error('The schema differs from the committed migrations. Run "npm run db:generate" and commit.')
  console.error(output)
  process.exit(1)
}
console.log('Migrations match the schema.')
