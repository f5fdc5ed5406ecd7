import { hash, type Options, verify } from '@node-rs/argon2'

/** argon2id with OWASP's recommended parameters (19 MiB, 2 iterations). */
const OWASP_COST: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }
let cost = OWASP_COST

export const hashPassword = (password: string) => hash(password, cost)

/**
 * The test suites hash thousands of throw-away passwords, so their setup file (test/password-cost.ts) makes each
 * hash cheap. A hash carries its own parameters, so verifying works whatever cost made it; the server and the
 * seed, in their own processes, always use OWASP's (db-scripts.test.ts reads the seeded admin's hash).
 */
export function useCheapPasswordHashes() {
  cost = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 }
}

/** True when the password matches the stored hash; a malformed hash is a mismatch, never an error. */
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false)
