import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import {
  type ComponentType,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ColorModePreference } from '../lib/color-mode/color-mode.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'
import { isChunkLoadError, reloadAfterChunkError } from '../lib/version/build-version.ts'

export const COLOR_MODE_ICONS: Record<ColorModePreference, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
}

type Menu = ComponentType<{ openAtOnce: boolean; children: ReactElement }>

/**
 * The button shows at once; its menu (antd Dropdown and Menu, a tenth of /login) loads when the pointer or the
 * keyboard reaches the button, so a visitor who never changes the colour mode never downloads it. A click
 * before the code arrives opens the menu when it does, and the button keeps the keyboard focus across the swap.
 */
export function ColorModeSwitcher() {
  const { t } = useTranslation()
  const { preference } = useColorMode()
  const [menu, setMenu] = useState<{ Menu: Menu; focused: boolean } | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const loading = useRef(false)
  const clicked = useRef(false)

  const load = () => {
    if (loading.current) return
    loading.current = true
    import('./color-mode-menu.tsx').then(
      ({ default: Menu }) => setMenu({ Menu, focused: document.activeElement === buttonRef.current }),
      (error: unknown) => {
        loading.current = false
        // After a deployment this build's chunks are gone: a press reloads to the new build, as a page does.
        if (clicked.current && isChunkLoadError(error)) reloadAfterChunkError()
      },
    )
  }
  useEffect(() => {
    if (menu?.focused) buttonRef.current?.focus()
  }, [menu])

  const label = t('colorMode.label')
  const button = (
    <Tooltip title={label}>
      <Button
        ref={buttonRef}
        type="text"
        aria-label={label}
        icon={COLOR_MODE_ICONS[preference]}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          clicked.current = true
          load()
        }}
      />
    </Tooltip>
  )
  if (!menu) return button
  // The menu's texts may suspend (i18next) while a language loads: the plain button stands in, not the page.
  return (
    <Suspense fallback={button}>
      <menu.Menu openAtOnce={clicked.current}>{button}</menu.Menu>
    </Suspense>
  )
}
