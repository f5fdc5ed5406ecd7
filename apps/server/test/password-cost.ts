import { useCheapPasswordHashes } from '../src/lib/passwords.ts'

// Every test process hashes its throw-away users' passwords cheaply (see useCheapPasswordHashes).
useCheapPasswordHashes()
