#!/usr/bin/env node
/**
 * Prints how much JavaScript the first pages download and fails when /login passes its budget.
 * Reads the build in $E2E_WEB_DIST or apps/web/dist (the one Playwright just made in `npm test`);
 * builds first when there is none or with `--build`. Usage: node scripts/size.mjs [--build]
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { PAGES, pageScripts } from './page-scripts.mjs'

/**
 * gzipped bytes of JavaScript /login may download: issue 13's budget. docs/decisions/0011-first-load.md says
 * how the page got there (from 535 kB) and what keeps it there.
 */
const LOGIN_BUDGET = 250_000

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(webDir, process.env.E2E_WEB_DIST ?? 'dist')
const manifestPath = path.join(distDir, '.vite', 'manifest.json')

if (process.argv.includes('--build') || !fs.existsSync(manifestPath)) {
  const { build } = await import('vite')
  await build({ root: webDir, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10)

let loginGzip = 0
for (const [page, roots] of Object.entries(PAGES)) {
  let raw = 0
  let gzip = 0
  console.log(`\n${page}${' '.repeat(45 - page.length)}      raw   gzipped`)
  for (const file of pageScripts(manifest, roots)) {
    const source = fs.readFileSync(path.join(distDir, file))
    const zipped = gzipSync(source, { level: 9 }).length
    raw += source.length
    gzip += zipped
    console.log(`  ${file.padEnd(45)}${kB(source.length)}${kB(zipped)}`)
  }
  console.log(`  ${'total'.padEnd(45)}${kB(raw)}${kB(gzip)}`)
  if (page === '/login') loginGzip = gzip
}

if (loginGzip > LOGIN_BUDGET) {
  console.error(
    `\n/login needs ${kB(loginGzip).trim()} of gzipped JavaScript; the budget is ${kB(LOGIN_BUDGET).trim()}.`,
  )
  process.exit(1)
}
console.log(`\n/login is within its budget of ${kB(LOGIN_BUDGET).trim()} gzipped.`)
