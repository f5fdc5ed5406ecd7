/** Opens the embedded database in the folder given and holds it until killed (data-dir-lock.test.ts). */
import { openDatabase } from './client.ts'

await openDatabase({ dataDir: process.argv[2] ?? '' })
process.stdout.write('ready\n')
setInterval(() => {}, 60_000)
