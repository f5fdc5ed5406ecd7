import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { applyDayjsLanguage, formatDate } from './dates.ts'

describe('dates', () => {
  it('shows dates as MM/DD/YY', () => {
    expect(formatDate('2026-01-05T10:00:00')).toBe('01/05/26')
  })

  it('starts weeks on Sunday in English and in Khmer', () => {
    const wednesday = '2026-11-25'
    for (const tag of ['en', 'km'] as const) {
      applyDayjsLanguage(tag)
      expect(dayjs(wednesday).startOf('week').format('YYYY-MM-DD ddd'), tag).toMatch(/^2026-11-22 /)
    }
    expect(dayjs(wednesday).locale('km').startOf('week').day()).toBe(0)
    applyDayjsLanguage('en')
  })
})
