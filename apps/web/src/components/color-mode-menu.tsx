import { Dropdown } from 'antd'
import { type ReactElement, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '../lib/color-mode/color-mode.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'
import { COLOR_MODE_ICONS } from './color-mode-switcher.tsx'

/**
 * The choice of colour mode that opens from the switcher's button (loaded on its own, see there); open at once
 * when the button was pressed before this code arrived.
 */
export default function ColorModeMenu({
  openAtOnce,
  children,
}: {
  openAtOnce: boolean
  children: ReactElement
}) {
  const { t } = useTranslation()
  const { preference, setPreference } = useColorMode()
  const [open, setOpen] = useState(false)
  // Opened once its button is in place, as a press on it would: a popup open from the first render is placed
  // before its button exists.
  useEffect(() => {
    if (openAtOnce) setOpen(true)
  }, [openAtOnce])
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [preference],
        onClick: ({ key }) => {
          setPreference(key as ColorModePreference)
          setOpen(false)
        },
        items: COLOR_MODE_PREFERENCES.map((mode) => ({
          key: mode,
          icon: COLOR_MODE_ICONS[mode],
          label: t(`colorMode.${mode}`),
        })),
      }}
    >
      {children}
    </Dropdown>
  )
}
