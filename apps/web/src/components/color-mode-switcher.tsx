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
 * The swap waits for a press in progress to end: a button replaced between its mousedown and its mouseup gets
 * no click at all, and the press is lost.
 */
export function ColorModeSwitcher() {
  const { t } = useTranslation()
  const { preference } = useColorMode()
  const [menu, setMenu] = useState<{ Menu: Menu; focused: boolean } | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const loading = useRef(false)
  const loaded = useRef<Menu | null>(null)
  const clicked = useRef(false)
  const pressing = useRef(false)

  const reveal = () => {
    const Menu = loaded.current
    if (!Menu || pressing.current) return
    setMenu((shown) => shown ?? { Menu, focused: document.activeElement === buttonRef.current })
  }
  const load = () => {
    if (loading.current) return
    loading.current = true
    import('./color-mode-menu.tsx').then(
      ({ default: Menu }) => {
        loaded.current = Menu
        reveal()
      },
      (error: unknown) => {
        loading.current = false
        // After a deployment this build's chunks are gone: a press reloads to the new build, as a page does.
        if (clicked.current && isChunkLoadError(error)) reloadAfterChunkError()
      },
    )
  }
  const endPress = () =>
    setTimeout(() => {
      pressing.current = false
      reveal()
    })
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
        onPointerDown={() => {
          pressing.current = true
        }}
        // The click, when there is one, comes in the same task as the pointerup: the press ends after it.
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onClick={() => {
          clicked.current = true
          pressing.current = false
          load()
          reveal()
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
