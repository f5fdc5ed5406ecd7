/**
 * What a browser downloads to show a page: every response Chromium receives, with cache disabled, until the
 * network has been quiet for a while. Bytes are the encoded body as it crossed the wire (brotli or gzip when
 * the server compressed it), headers left out, so a file's count equals its `.br` or `.gz` on disk.
 */

/** How long no request may be in flight before the page counts as loaded: what loads after it is not counted. */
const QUIET_MS = 1000

/** CDP resource types grouped as the size check reports them; scripts and styles are what the budget counts. */
const GROUPS = {
  Script: 'scripts',
  Stylesheet: 'styles',
  Font: 'fonts',
  Image: 'images',
}

/**
 * @typedef {{ url: string, group: string, encoding: string, bytes: number }} Transfer
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the page to open, in a fresh context (no stored session, appearance or language)
 * @param {(page: import('@playwright/test').Page) => Promise<void>} shown resolves once the page is drawn
 * @returns {Promise<Transfer[]>} each response the page received, in the order they finished
 */
export async function pageTransfers(browser, url, shown) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const pending = new Map()
    const transfers = []
    let lastActivity = Date.now()
    const settle = (id) => {
      pending.delete(id)
      lastActivity = Date.now()
    }
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      // A redirect reuses its request id; the final response is the one counted.
      pending.set(requestId, { type, headerBytes: 0, encoding: '' })
      lastActivity = Date.now()
    })
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const request = pending.get(requestId)
      if (!request) return
      request.type = type
      request.url = response.url
      request.headerBytes = response.encodedDataLength
      request.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? ''
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = pending.get(requestId)
      if (request?.url?.startsWith('http')) {
        transfers.push({
          url: request.url,
          group: GROUPS[request.type] ?? request.type.toLowerCase(),
          encoding: request.encoding,
          bytes: encodedDataLength - request.headerBytes,
        })
      }
      settle(requestId)
    })
    cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId))
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

    await page.goto(url)
    await shown(page)
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return transfers
  } finally {
    await context.close()
  }
}
