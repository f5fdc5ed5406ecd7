// Compiles the server to plain JavaScript in dist/, so production runs `node` without a TypeScript loader
// (issue 22.5). One bundle per entry, all flat in dist/: a file there is one folder below apps/server, as a
// file of src/ is, so `serverRoot` (src/server-root.ts) names apps/server from either. Packages stay external,
// loaded from node_modules as before; only the workspace's own contract, shipped as TypeScript, is bundled.
import path from 'node:path'
import { build } from 'esbuild'

const serverDir = path.resolve(import.meta.dirname, '..')

/** The entries: the server and the command-line tools the README and package.json name. */
export const ENTRIES = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'seed-cli': 'src/seed/seed-cli.ts',
  'stock-verify-cli': 'src/modules/stock/stock-verify-cli.ts',
  'backup-cli': 'src/modules/backup/backup-cli.ts',
  'restore-cli': 'src/modules/backup/restore-cli.ts',
}

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sms/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** Builds dist/; the spawned-server tests call it too (test/global-setup.ts), so they run what production runs. */
export async function buildServer() {
  await build({
    absWorkingDir: serverDir,
    entryPoints: ENTRIES,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  })
  return path.join(serverDir, 'dist')
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now()
  const dist = await buildServer()
  console.log(`server built to ${dist} in ${Date.now() - started} ms`)
}
