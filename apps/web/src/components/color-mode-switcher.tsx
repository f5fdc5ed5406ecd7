import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Button, Dropdown, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '../lib/color-mode/color-mode.ts'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'

const ICONS: Record<ColorModePreference, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
}

export function ColorModeSwitcher() {
  const { t } = useTranslation()
  const { preference, setPreference } = useColorMode()
  const label = t('colorMode.label')
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [preference],
        onClick: ({ key }) => setPreference(key as ColorModePreference),
        items: COLOR_MODE_PREFERENCES.map((mode) => ({
          key: mode,
          icon: ICONS[mode],
          label: t(`colorMode.${mode}`),
        })),
      }}
    >
      <Tooltip title={label}>
        <Button type="text" aria-label={label} icon={ICONS[preference]} />
      </Tooltip>
    </Dropdown>
  )
}
