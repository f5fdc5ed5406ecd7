// `npm run stock:verify`: proves on the configured database that every level equals the sum of its movements.
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { findLedgerDifferences } from './stock-ledger.ts'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  const differences = await findLedgerDifferences(database.db)
  if (differences.length === 0) {
    console.log('Stock ledger verified: every level equals the sum of its movements.')
  } else {
    console.error(`${differences.length} stock levels differ from the sum of their movements:`)
    console.table(differences)
    process.exitCode = 1
  }
} finally {
  await database.close()
}
