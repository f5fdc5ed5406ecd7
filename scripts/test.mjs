// `npm test`: every check and test, one stage after the other, stopping at the first that fails. Each stage
// prints its wall time and the CPU time the machine spent in it, so a CI log shows where the time goes and how
// busy the machine's cores were (decision 0052): a stage that keeps them busy gains nothing from running beside
// another, one that leaves them idle might.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const web = path.join(root, 'apps/web')

/** Each stage: its name, the command and the folder it runs in. `npm test -w apps/web` runs the last three. */
const stages = [
  ['typecheck', 'npm run typecheck', root],
  ['lint', 'npm run lint', root],
  ['migration check', 'npm run db:check', root],
  ['server: unit, API and process tests', 'npm run test -w apps/server', root],
  ['web: unit tests', 'npx vitest run', web],
  ['web: browser flows and accessibility walk', 'npx playwright test', web],
  ['web: what /login downloads', 'npm run size', web],
]

/**
 * CPU seconds the whole machine has spent busy so far (Linux's /proc/stat); null elsewhere. The machine's, not
 * the stage's children's: a stage's server killed with its process group is not reaped by the stage, so its
 * CPU would go uncounted there. On a CI machine doing nothing else the two are the same.
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number)
    return (user + nice + system + irq + softirq + steal) / 100
  } catch {
    return null
  }
}

const cores = os.availableParallelism()
const summary = []
for (const [name, command, cwd] of stages) {
  const started = performance.now()
  const cpuBefore = machineBusySeconds()
  const { status } = spawnSync(command, { cwd, shell: true, stdio: 'inherit' })
  const wall = (performance.now() - started) / 1000
  const cpuAfter = machineBusySeconds()
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  const line = `${name}: ${wall.toFixed(0)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(0)} s (${(cpu / wall).toFixed(1)} of ${cores} cores busy)`}`
  summary.push(line)
  console.log(`[test] ${line}`)
  if (status !== 0) {
    console.error(`[test] failed: ${name}`)
    process.exit(status ?? 1)
  }
}
console.log(`[test] all passed:\n  ${summary.join('\n  ')}`)
