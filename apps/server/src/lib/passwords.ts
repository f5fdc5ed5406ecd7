import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's recommended parameters (19 MiB, 2 iterations). */
export const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 })

/** True when the password matches the stored hash; a malformed hash is a mismatch, never an error. */
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false)
