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

describe("a shop's primary colour", () => {
  const appearance = {
    font_family: 'kantumruy-pro',
    primary_color: '#b91c1c',
    secondary_color: '#2563eb',
    background_color: '#f5f5f5',
  } as const
  for (const mode of ['light', 'dark'] as const) {
    it(`colours the controls but never the status tags in ${mode} mode: "completed" stays green`, () => {
      const own = theme.getDesignToken(buildTheme(mode, appearance))
      const standard = theme.getDesignToken(buildTheme(mode))
      expect(own.colorPrimary).not.toBe(standard.colorPrimary)
      expect(own.colorSuccess).toBe(standard.colorSuccess)
      expect(own.colorSuccessBg).toBe(standard.colorSuccessBg)
      expect(own.colorSuccess).not.toBe(own.colorError)
    })
  }
})
