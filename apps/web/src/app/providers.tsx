import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import kmKH from 'antd/locale/km_KH'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'
import { LANG_TAG } from '../lib/i18n/languages.ts'
import { queryClient } from './query-client.ts'
import { buildTheme } from './theme.ts'

/**
 * Sits outside the router so the error pages keep the theme, language and query cache too. antd's `App`
 * (message, modal, notification) wraps the signed-in shell only: the sign-in page uses none of them.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const { mode } = useColorMode()
  const themeConfig = useMemo(() => buildTheme(mode), [mode])
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === LANG_TAG.kh ? kmKH : enUS} theme={themeConfig}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  )
}
