import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppearance, useApplyAppearance } from '../lib/appearance/use-appearance.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'
import { useAntdLocale } from '../lib/i18n/antd-locale.ts'
import type { LangTag } from '../lib/i18n/languages.ts'
import { queryClient } from './query-client.ts'
import { buildTheme } from './theme.ts'

/**
 * Sits outside the router so the error pages keep the theme, language and query cache too. antd's `App`
 * (message, modal, notification) wraps the signed-in shell only: the sign-in page uses none of them.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedProviders>{children}</ThemedProviders>
    </QueryClientProvider>
  )
}

/** The colour mode and the shop's appearance (settings, live) make the antd theme of every page. */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const { mode } = useColorMode()
  const appearance = useAppearance()
  useApplyAppearance(appearance)
  const themeConfig = useMemo(() => buildTheme(mode, appearance), [mode, appearance])
  const locale = useAntdLocale(i18n.language as LangTag)
  return (
    <ConfigProvider locale={locale} theme={themeConfig}>
      {children}
    </ConfigProvider>
  )
}
