import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { ColorModePreference } from '../lib/color-mode/color-mode.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'

export const COLOR_MODE_ICONS: Record<ColorModePreference, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
}

// antd's Dropdown brings its Menu, about a tenth of what /login downloads; the button shows at once and its
// menu follows, so the sign-in page can draw before that code arrives.
const ColorModeMenu = lazy(() => import('./color-mode-menu.tsx'))

export function ColorModeSwitcher() {
  const { t } = useTranslation()
  const { preference } = useColorMode()
  const label = t('colorMode.label')
  const button = (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={COLOR_MODE_ICONS[preference]} />
    </Tooltip>
  )
  return (
    <Suspense fallback={button}>
      <ColorModeMenu>{button}</ColorModeMenu>
    </Suspense>
  )
}
