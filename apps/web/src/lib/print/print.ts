/**
 * Printing from the browser (SALES.md "Receipt"): what to print is rendered into the print root, a direct child
 * of <body> that is off screen until printing, when it is all that prints. The page is exactly as wide as the
 * paper and exactly as tall as the content (`@page { size: W H; margin: 0 }`), so the printer feeds no blank
 * paper after it; the bundled Khmer font is loaded before the print starts, or the printer would get a
 * fallback font.
 */

export const PRINT_ROOT_ID = 'print-root'
const PAGE_STYLE_ID = 'print-page-size'

const PX_PER_MM = 96 / 25.4

export const RECEIPT_FONT = '"Kantumruy Pro", "Noto Sans Khmer", sans-serif'

export function ensurePrintRoot(): HTMLElement {
  let root = document.getElementById(PRINT_ROOT_ID)
  if (!root) {
    root = document.createElement('div')
    root.id = PRINT_ROOT_ID
    // A copy for paper only: what it holds is already on the page, and a screen reader must not read it twice.
    root.setAttribute('aria-hidden', 'true')
    document.body.appendChild(root)
  }
  return root
}

export async function loadReceiptFonts() {
  await Promise.all([
    document.fonts.load('400 12px "Kantumruy Pro"', 'កខគ abc'),
    document.fonts.load('700 12px "Kantumruy Pro"', 'កខគ abc'),
  ])
  await document.fonts.ready
}

/** Sizes the page to the print root's content and opens the browser's print. */
export async function printRoot(paperWidthMm: number): Promise<void> {
  await loadReceiptFonts()
  const root = ensurePrintRoot()
  // Two frames: the content and its barcode are laid out with the loaded font before they are measured.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const heightMm = Math.ceil(root.scrollHeight / PX_PER_MM) + 1
  setPageSize(paperWidthMm, heightMm)
  window.print()
}

/** The page size of the next print; also used by tests that print to PDF. */
export function setPageSize(widthMm: number, heightMm: number) {
  let style = document.getElementById(PAGE_STYLE_ID)
  if (!style) {
    style = document.createElement('style')
    style.id = PAGE_STYLE_ID
    document.head.appendChild(style)
  }
  style.textContent = `@page { size: ${widthMm}mm ${heightMm}mm; margin: 0 }`
  document.documentElement.dataset.printWidth = String(widthMm)
  document.documentElement.dataset.printHeight = String(heightMm)
}

/**
 * An A4 document (invoice, credit note): A4 pages with a 12 mm margin, so a long invoice flows onto the next
 * page with the same margins; the Khmer font is loaded first, as for receipts.
 */
export async function printA4(): Promise<void> {
  await loadReceiptFonts()
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  setA4Page()
  window.print()
}

/** The page of the next print: A4 with margins; also used by tests that print to PDF. */
export function setA4Page() {
  setPageSize(210, 297)
  const style = document.getElementById(PAGE_STYLE_ID)
  if (style) style.textContent = '@page { size: A4; margin: 12mm }'
}
