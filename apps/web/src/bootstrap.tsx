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

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
