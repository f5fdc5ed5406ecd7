import fs from 'node:fs'
import { unzipSync } from 'fflate'
import { MANIFEST_FILE, type Manifest, manifestSchema, overallChecksum, sha256 } from './backup-manifest.ts'

/** A backup that cannot be restored as it is; the message says why, for the person restoring. */
export class BackupFileError extends Error {}

export type VerifiedBackup = { manifest: Manifest; entries: Record<string, Uint8Array> }

/**
 * Opens a backup and checks all of it before anything is changed: the archive's structure (a truncated file
 * loses its directory), the manifest, and every entry's SHA-256 against it.
 */
export function readBackup(file: string): VerifiedBackup {
  if (!fs.existsSync(file)) throw new BackupFileError(`There is no file ${file}.`)
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(fs.readFileSync(file))
  } catch (err) {
    throw new BackupFileError(
      `${file} is damaged or incomplete (${(err as Error).message}); it cannot be restored. Use another backup.`,
    )
  }
  const manifestData = entries[MANIFEST_FILE]
  if (!manifestData) throw new BackupFileError(`${file} is not an SMS backup: it has no ${MANIFEST_FILE}.`)
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(new TextDecoder().decode(manifestData)))
  } catch {
    throw new BackupFileError(`${file} has a damaged ${MANIFEST_FILE} or comes from another program.`)
  }
  const listed = [...manifest.tables, ...manifest.uploads]
  if (overallChecksum(listed) !== manifest.checksum) {
    throw new BackupFileError(`${file} is damaged: its manifest does not match its checksum.`)
  }
  for (const entry of listed) {
    const data = entries[entry.file]
    if (!data || data.byteLength !== entry.bytes || sha256(data) !== entry.sha256) {
      throw new BackupFileError(`${file} is damaged: ${entry.file} does not match its checksum.`)
    }
  }
  return { manifest, entries }
}
