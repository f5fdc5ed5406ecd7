import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { TillShop } from './pos-api.ts'
import { signIn } from './support.ts'

/** The characters the Khmer (NiDA) layout types for the keys of a code: Khmer digits and letters. */
const KHMER_LAYOUT: Record<string, string> = Object.fromEntries([
  ...[...'0123456789'].map((d) => [d, String.fromCodePoint(0x17e0 + Number(d))]),
  ...[...'qwertyuiopasdfghjklzxcvbnm'].map((letter, i) => [
    letter,
    [...'ឆឹេរតយុិោផាសដថងហ្កលឋខចវបនម'][i] ?? letter,
  ]),
])

/**
 * Types a code as a keyboard-wedge scanner does: a key every `gapMs`, then Enter. The keys go through the
 * DevTools protocol with the time each was typed, as the operating system stamps a real scanner's keys, so a
 * busy test machine that handles them late does not stretch the burst (Playwright's own keys are stamped when
 * handled). Under the `khmer` layout each key keeps its position (`code`) but types what that layout types.
 */
export async function scan(page: Page, code: string, gapMs = 8, layout: 'us' | 'khmer' = 'us') {
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const keys = [...code].map((char) => {
    const typed = layout === 'khmer' ? (KHMER_LAYOUT[char.toLowerCase()] ?? char) : char
    return {
      key: typed,
      code: /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`,
      text: typed,
      windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0),
    }
  })
  keys.push({ key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 })
  await Promise.all(
    keys.flatMap((key, index) => [
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        ...key,
        timestamp: start + (index * gapMs) / 1000,
      }),
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        ...key,
        text: undefined,
        timestamp: start + (index * gapMs) / 1000 + 0.002,
      }),
    ]),
  )
  await cdp.detach()
}

/**
 * The scanner as a cashier tunes it on a slow till (/pos/scanner-test): keys typed 8 ms apart can reach a page
 * that two flows keep busy hundreds of milliseconds apart, and the default silence (100 ms after a key, timed
 * by the page) would end the scan after its first digit. A longer longest gap makes the silence longer; the
 * average gap that tells a scanner from a person stays the default, which pos-scanner.spec checks as shipped.
 */
const BUSY_MACHINE_SCANNER = { maxGapMs: 500 }

/**
 * Signs the shop's cashier in and opens the till. The till prints by itself after a sale: the prints are
 * counted (`window.__prints`) instead of opening the browser's print window.
 */
export async function openTill(page: Page, shop: TillShop, lang: 'en' | 'kh' = 'en') {
  await page.addInitScript((tuned) => {
    const counter = window as unknown as { __prints: number }
    counter.__prints = 0
    window.print = () => {
      counter.__prints++
    }
    if (!localStorage.getItem('pos.scanThresholds')) localStorage.setItem('pos.scanThresholds', tuned)
  }, JSON.stringify(BUSY_MACHINE_SCANNER))
  await signIn(page, { user: shop.cashier, to: lang === 'kh' ? '/kh/pos' : '/pos' })
  await expect(page.getByTestId('till')).toBeVisible()
  // Playwright's keys wait for the page to handle each one, so a page still rendering its first answers would
  // stretch a scan's keys apart (a real scanner's keys carry the time they were typed).
  await page.waitForLoadState('networkidle')
}

/** Opens the cashier's shift with a $50 float when the till asks for one. */
export async function openShiftIfAsked(page: Page) {
  const open = page.getByTestId('shift-open')
  if (await open.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await page.getByTestId('count-usd-10').fill('5')
    await open.click()
    await expect(open).toBeHidden()
    await page.waitForLoadState('networkidle')
  }
}

const PDFJS = path.join(import.meta.dirname, '..', '..', '..', 'node_modules', 'pdfjs-dist', 'build')

/** Renders page 1 of a PDF to PNG with pdf.js in the browser (no PDF tools on these machines). */
export async function pdfToPng(page: Page, pdf: Buffer, out: string) {
  const viewer = await page.context().newPage()
  await viewer.goto('about:blank')
  await viewer.addScriptTag({ path: path.join(PDFJS, 'pdf.min.mjs'), type: 'module' })
  const worker = fs.readFileSync(path.join(PDFJS, 'pdf.worker.min.mjs'), 'utf8')
  const size = await viewer.evaluate(
    async ({ data, worker }) => {
      // biome-ignore lint/suspicious/noExplicitAny: pdf.js is loaded as a script, untyped here
      const lib = (globalThis as unknown as { pdfjsLib: any }).pdfjsLib
      lib.GlobalWorkerOptions.workerSrc = URL.createObjectURL(new Blob([worker], { type: 'text/javascript' }))
      const doc = await lib.getDocument({ data: Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) }).promise
      const first = await doc.getPage(1)
      const viewport = first.getViewport({ scale: 3 })
      const canvas = document.createElement('canvas')
      canvas.width = viewport.width
      canvas.height = viewport.height
      canvas.style.display = 'block'
      document.body.style.margin = '0'
      document.body.appendChild(canvas)
      await first.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise
      const points = first.getViewport({ scale: 1 })
      return {
        pages: doc.numPages,
        widthPt: points.width,
        heightPt: points.height,
        w: canvas.width,
        h: canvas.height,
      }
    },
    { data: pdf.toString('base64'), worker },
  )
  await viewer.setViewportSize({ width: Math.ceil(size.w), height: Math.ceil(size.h) })
  await viewer.locator('canvas').screenshot({ path: out })
  await viewer.close()
  return size
}
