import type { TillDevice } from '@sms/contract'
import { tillStateDb } from './till-state-db.ts'

/**
 * The device as a registered till (`POST /api/pos/tills`, decision 0031) and its own receipt sequence. A device
 * registers once per store while online; offline it numbers receipts `T{id}-{000001…}`, unique without the
 * server because the server gave the code. The sequence is counted in the same IndexedDB transaction that
 * reads it, so two tabs of one device never print one number twice.
 */

export type RegisteredTill = TillDevice & { last_sequence: number }

const nameOf = (storeId: number) => `till:${storeId}`

export async function readTill(storeId: number): Promise<RegisteredTill | undefined> {
  return (await (await tillStateDb()).get('values', nameOf(storeId))) as RegisteredTill | undefined
}

/** Registers this device at the store once; a till already kept on the device is returned as it is. */
export async function ensureTill(
  storeId: number,
  register: (storeId: number) => Promise<TillDevice>,
): Promise<RegisteredTill> {
  const known = await readTill(storeId)
  if (known) return known
  const device = await register(storeId)
  const db = await tillStateDb()
  const tx = db.transaction('values', 'readwrite')
  // Another tab may have registered meanwhile: keep the first, so the device has one code per store.
  const raced = (await tx.store.get(nameOf(storeId))) as RegisteredTill | undefined
  const till = raced ?? { ...device, last_sequence: 0 }
  if (!raced) await tx.store.put(till, nameOf(storeId))
  await tx.done
  return till
}

export function formatOfflineNumber(code: string, sequence: number): string {
  return `${code}-${String(sequence).padStart(6, '0')}`
}

/** The next offline receipt number of the store's till, or null when the device never registered there. */
export async function nextOfflineNumber(storeId: number): Promise<{ tillId: number; number: string } | null> {
  const db = await tillStateDb()
  const tx = db.transaction('values', 'readwrite')
  const till = (await tx.store.get(nameOf(storeId))) as RegisteredTill | undefined
  if (!till) {
    await tx.done
    return null
  }
  const sequence = till.last_sequence + 1
  await tx.store.put({ ...till, last_sequence: sequence }, nameOf(storeId))
  await tx.done
  return { tillId: till.id, number: formatOfflineNumber(till.code, sequence) }
}
