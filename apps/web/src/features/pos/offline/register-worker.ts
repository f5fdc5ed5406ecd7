/**
 * Installs the service worker that keeps the till's code on the device (vite-plugin-pwa, decision 0032). Called
 * from the till only, and imported lazily: the other pages, /login above all, download none of it. Updates are
 * announced by the build-version check, never forced mid-sale.
 */
export function registerTillWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch(() => undefined)
}
