import '@fontsource/kantumruy-pro/400.css'
import '@fontsource/kantumruy-pro/500.css'
import '@fontsource/kantumruy-pro/600.css'
import '@fontsource/kantumruy-pro/700.css'
// The other fonts a shop may choose (settings); a browser downloads a font's files only once text uses it.
import '@fontsource/noto-sans-khmer/400.css'
import '@fontsource/noto-sans-khmer/600.css'
import '@fontsource/noto-sans-khmer/700.css'
import '@fontsource/battambang/400.css'
import '@fontsource/battambang/700.css'
import './global.css'
import './lib/i18n/i18n.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { loadSessionMode } from './lib/auth/session-mode.ts'

// Khmer digits typed into number fields (decision 0033). The first page has none, so it comes just after.
void import('./lib/khmer/khmer-digits-input.ts').then(({ acceptKhmerDigits }) => acceptKhmerDigits())

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// The session mode decides how every request authenticates, so it is known before the first one (decision 0040).
loadSessionMode().then(
  () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => {
    // A startup configuration error of the spec: the app cannot talk to its server safely, so it does not start.
    console.error(error)
    container.textContent = String(error instanceof Error ? error.message : error)
  },
)
