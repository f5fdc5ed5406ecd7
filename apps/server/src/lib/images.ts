import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from './errors.ts'
import { sniffImageType } from './image-type.ts'

export const IMAGE_MAX_SIDE = 1200
export const THUMBNAIL_MAX_SIDE = 200
/** About 7,000 x 7,000: a small file may still decode to gigabytes (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000

/** Uploaded files are public under this prefix: an <img> tag cannot send a bearer token. */
export const MEDIA_PREFIX = '/media'

export const mediaUrl = (storedPath: string) => `${MEDIA_PREFIX}/${storedPath}`
export const thumbnailPathOf = (storedPath: string) => storedPath.replace(/\.webp$/, '.thumb.webp')

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG or WebP image.', {
    accepted: ['image/jpeg', 'image/png', 'image/webp'],
  })

/**
 * Checks the upload by its magic bytes, then re-encodes it: every stored picture is a WebP of at most
 * 1200 px, turned upright by its EXIF orientation and stripped of metadata (phone photos carry GPS
 * positions), with a 200 px thumbnail for lists. Re-encoding also means we never serve the uploader's bytes.
 */
export async function normaliseImage(upload: Buffer) {
  if (!sniffImageType(upload)) throw unsupported()
  const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const resizedTo = (side: number) =>
    source.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
  try {
    const [image, thumbnail] = await Promise.all([
      resizedTo(IMAGE_MAX_SIDE).webp({ quality: 82 }).toBuffer(),
      resizedTo(THUMBNAIL_MAX_SIDE).webp({ quality: 75 }).toBuffer(),
    ])
    return { image, thumbnail }
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels.', {
        max_pixels: MAX_INPUT_PIXELS,
      })
    }
    // Right magic bytes, unreadable body: a truncated or disguised file.
    throw unsupported()
  }
}

/** Writes the picture and its thumbnail under a fresh random name in `folder`; returns the stored path. */
export async function saveImageFiles(
  uploadDir: string,
  folder: 'products' | 'users' | 'settings',
  ownerId: number,
  files: { image: Buffer; thumbnail: Buffer },
) {
  const storedPath = `${folder}/${ownerId}-${randomBytes(12).toString('base64url')}.webp`
  await fs.mkdir(path.join(uploadDir, folder), { recursive: true })
  try {
    await fs.writeFile(path.join(uploadDir, storedPath), files.image, { flag: 'wx' })
    await fs.writeFile(path.join(uploadDir, thumbnailPathOf(storedPath)), files.thumbnail, { flag: 'wx' })
  } catch (err) {
    await removeImageFiles(uploadDir, storedPath)
    throw err
  }
  return storedPath
}

/**
 * Removes a stored picture and its thumbnail. Only paths inside UPLOAD_DIR are touched, whatever the column
 * holds. Failures are ignored: a leftover file is harmless, and the record change is already committed.
 */
export async function removeImageFiles(uploadDir: string, storedPath: string) {
  const root = path.resolve(uploadDir)
  for (const relative of [storedPath, thumbnailPathOf(storedPath)]) {
    const target = path.resolve(root, relative)
    if (!target.startsWith(`${root}${path.sep}`)) continue
    await fs.rm(target, { force: true }).catch(() => undefined)
  }
}
