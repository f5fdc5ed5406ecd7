import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { contrast, TEXT_CONTRAST } from '../lib/colors.ts'
import { buildTheme } from './theme.ts'

const SURFACE = { light: '#ffffff', dark: '#141414' } as const

describe('danger colours (a "Close shift" button, a negative quantity)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`read at AA in ${mode} mode, as antd derives them`, () => {
      const config = buildTheme(mode)
      const token = theme.getDesignToken(config)
      expect(contrast(token.colorError, SURFACE[mode])).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(token.colorErrorText, SURFACE[mode])).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      const onDanger = config.components?.Button?.dangerColor ?? ''
      expect(contrast(onDanger, token.colorError)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    })
  }
})
