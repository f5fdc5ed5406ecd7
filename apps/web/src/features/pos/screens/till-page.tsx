import { Flex, Spin } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { CartPanel } from '../components/cart-panel.tsx'
import { ProductPanel } from '../components/product-panel.tsx'
import { SaleDone } from '../components/sale-done.tsx'
import { TillTopBar } from '../components/till-top-bar.tsx'
import { registerTillWorker } from '../offline/register-worker.ts'
import { TillDialogs } from './till-dialogs.tsx'
import { TillDraftProvider } from './till-draft.tsx'
import { TillPrint } from './till-print.tsx'
import { useTill } from './till-store.ts'
import { TillStoreProvider } from './till-store-provider.tsx'

const loading = (
  <Flex justify="center" align="center" style={{ height: '100vh' }}>
    <Spin size="large" />
  </Flex>
)

/** The till (SALES.md): keyboard and scanner first, full screen, 1366×768 and up; the sale kept on the device. */
export function TillPage() {
  useEffect(registerTillWorker, [])
  return (
    <TillDraftProvider fallback={loading}>
      <TillStoreProvider loading={loading}>
        <TillScreen />
      </TillStoreProvider>
    </TillDraftProvider>
  )
}

/** The till's layout; each part reads the till store itself (till-store.tsx). */
function TillScreen() {
  const { t } = useTranslation('pos')
  const { screen } = useTill()
  return (
    <Flex vertical style={{ height: '100vh', overflow: 'hidden' }} data-testid="till">
      <h1 className="visually-hidden">{t('title')}</h1>
      <TillTopBar />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <main style={{ flex: '0 0 60%', minWidth: 0 }}>
          <ProductPanel />
        </main>
        <aside style={{ flex: '0 0 40%', minWidth: 0 }} aria-label={t('cart.title')}>
          {screen.done ? <SaleDone /> : <CartPanel />}
        </aside>
      </Flex>
      <TillDialogs />
      <TillPrint />
    </Flex>
  )
}
