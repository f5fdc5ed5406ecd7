import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from './test-app.ts'

// A build as vite-compress-plugin.ts leaves it: each text file with its brotli and gzip copies.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-web-dist-'))
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))}\n`
const page =
  '<!doctype html><title>SMS</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>'
function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), text)
  fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text))
  fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text))
}
writeCompressed('index.html', page)
writeCompressed('assets/index-Ab12Cd34.js', script)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const { app } = await createTestApp({ WEB_DIST: dist })
const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('the built web app', () => {
  it('sends a hashed script as brotli to browsers that accept it, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip when brotli is not accepted', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(gunzipSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the plain file to clients that accept neither', async () => {
    const response = await get('/assets/index-Ab12Cd34.js')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(script)
  })

  it('never lets index.html be cached without asking, at / and at app routes', async () => {
    for (const url of ['/', '/index.html', '/products', '/kh/login']) {
      const response = await get(url, 'br')
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page)
    }
  })

  it('answers the icon a browser asks for by itself with the app icon', async () => {
    const response = await get('/favicon.ico')
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/favicon.svg')
  })
})
