import { Dropdown } from 'antd'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '../lib/color-mode/color-mode.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'
import { COLOR_MODE_ICONS } from './color-mode-switcher.tsx'

/** The choice of colour mode that opens from the switcher's button (loaded on its own, see there). */
export default function ColorModeMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation()
  const { preference, setPreference } = useColorMode()
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [preference],
        onClick: ({ key }) => setPreference(key as ColorModePreference),
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
