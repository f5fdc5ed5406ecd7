import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createProduct } from '../../db/factories/products.ts'
import { auditLog } from '../../db/schema/index.ts'

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-uploads-'))
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }))
const maxBytes = 5 * 1024 * 1024
const t = await createTestApp({ UPLOAD_DIR: uploadDir, UPLOAD_MAX_BYTES: String(maxBytes) })
const auth = bearer((await t.signInAs('admin')).token)

/** A multipart body with one file part, built by hand so the declared type can lie. */
function multipart(content: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----sms${Math.random().toString(16).slice(2)}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const upload = (id: number, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `/api/products/${id}/image`, ...body })

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer()

const storedFiles = () => {
  const dir = path.join(uploadDir, 'products')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

describe('product images', () => {
  it('stores a PNG as WebP with a thumbnail, serves both at /media, and audits the change', async () => {
    const product = await createProduct(t.db)
    const response = await upload(product.id, multipart(await png(1600, 900), 'photo.png', 'image/png'))
    expect(response.statusCode, response.body).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe('Product successfully updated!')
    expect(data.image).toMatch(new RegExp(`^products/${product.id}-[\\w-]+\\.webp$`))
    expect(data.image_url).toBe(`/media/${data.image}`)
    expect(data.thumbnail_url).toBe(`/media/${data.image.replace(/\.webp$/, '.thumb.webp')}`)

    const image = await sharp(path.join(uploadDir, data.image)).metadata()
    expect([image.format, image.width, image.height]).toEqual(['webp', 1200, 675])
    const thumbnailFile = path.join(uploadDir, data.thumbnail_url.replace(/^\/media\//, ''))
    const thumbnail = await sharp(thumbnailFile).metadata()
    expect([thumbnail.width, thumbnail.height]).toEqual([200, 113])

    // Public on purpose: an <img> sends no bearer token.
    const served = await t.app.inject({ method: 'GET', url: data.thumbnail_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.equals(fs.readFileSync(thumbnailFile))).toBe(true)
    expect(served.headers['cache-control']).toContain('immutable')

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'products'), eq(auditLog.record_id, product.id)))
    expect(
      audit.map((a) => [
        a.action,
        (a.before as { image: unknown }).image,
        (a.after as { image: unknown }).image,
      ]),
    ).toEqual([['updated', null, data.image]])
  })

  it('replaces the old files on re-upload and removes them on delete', async () => {
    const product = await createProduct(t.db)
    const first = (await upload(product.id, multipart(await png(300, 300), 'a.png', 'image/png'))).json().data
    const jpeg = await sharp(await png(100, 50))
      .jpeg()
      .toBuffer()
    const second = (await upload(product.id, multipart(jpeg, 'b.jpg', 'image/jpeg'))).json().data
    expect(second.image).not.toBe(first.image)
    expect(fs.existsSync(path.join(uploadDir, first.image))).toBe(false)
    expect(fs.existsSync(path.join(uploadDir, second.image))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/image`,
      headers: auth,
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data).toMatchObject({ image: null, image_url: null, thumbnail_url: null })
    expect(storedFiles().filter((f) => f.startsWith(`${product.id}-`))).toEqual([])
  })

  it('accepts WebP', async () => {
    const product = await createProduct(t.db)
    const webp = await sharp(await png(64, 64))
      .webp()
      .toBuffer()
    expect((await upload(product.id, multipart(webp, 'c.webp', 'image/webp'))).statusCode).toBe(200)
  })

  it.each([
    ['a text file named .png and declared image/png', Buffer.from('not a picture at all\n'), 'fake.png'],
    ['an SVG (scripts inside pictures)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.gif'],
    [
      'a truncated PNG (right magic bytes, no picture)',
      Buffer.from('\x89PNG\r\n\x1a\n\x00\x00', 'latin1'),
      'x.png',
    ],
  ])('answers 415 for %s and leaves no file behind', async (_name, content, filename) => {
    const product = await createProduct(t.db)
    const before = storedFiles()
    const response = await upload(product.id, multipart(content, filename, 'image/png'))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' })
    expect(storedFiles()).toEqual(before)
  })

  it('answers 413 for a file over UPLOAD_MAX_BYTES and leaves no file behind', async () => {
    const product = await createProduct(t.db)
    const before = storedFiles()
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(maxBytes)])
    const response = await upload(product.id, multipart(big, 'big.png', 'image/png'))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', params: { max_bytes: maxBytes } })
    expect(storedFiles()).toEqual(before)
  })

  it('answers 422 without an image part, 415 for a non-multipart body, 404 for a missing product', async () => {
    const product = await createProduct(t.db)
    const wrongField = await upload(product.id, multipart(await png(10, 10), 'a.png', 'image/png', 'photo'))
    expect(wrongField.statusCode).toBe(422)
    expect(wrongField.json().errors).toEqual({ image: ['required'] })
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/image`,
      headers: auth,
      payload: { image: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect((await upload(999_999, multipart(await png(10, 10), 'a.png', 'image/png'))).statusCode).toBe(404)
  })

  it('refuses a picture for a deleted product with 409', async () => {
    const product = await createProduct(t.db, { deleted_at: new Date() })
    const before = storedFiles()
    expect((await upload(product.id, multipart(await png(10, 10), 'a.png', 'image/png'))).statusCode).toBe(
      409,
    )
    expect(storedFiles()).toEqual(before)
  })

  it('answers a JSON 404 for a missing media file and never lists the folder', async () => {
    for (const url of ['/media/products/nope.webp', '/media/products/', '/media/../package.json']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
    }
  })
})
