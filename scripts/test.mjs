// `npm test`: every check and test, one stage after the other, stopping at the first that fails. Each stage
// prints its wall time and the CPU time of the processes it ran, so a CI log shows where the time goes and how
// busy the machine's cores were (decision 0052): a stage that keeps them busy gains nothing from running beside
// another, one that leaves them idle might.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
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

/** CPU seconds of this process's finished children and theirs (Linux's cutime + cstime); null elsewhere. */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // After the command's ")": field 3 is the state, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

const summary = []
for (const [name, command, cwd] of stages) {
  const started = performance.now()
  const cpuBefore = childrenCpuSeconds()
  const { status } = spawnSync(command, { cwd, shell: true, stdio: 'inherit' })
  const wall = (performance.now() - started) / 1000
  const cpuAfter = childrenCpuSeconds()
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  const line = `${name}: ${wall.toFixed(0)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(0)} s (${(cpu / wall).toFixed(1)} cores busy)`}`
  summary.push(line)
  console.log(`[test] ${line}`)
  if (status !== 0) {
    console.error(`[test] failed: ${name}`)
    process.exit(status ?? 1)
  }
}
console.log(`[test] all passed:\n  ${summary.join('\n  ')}`)
