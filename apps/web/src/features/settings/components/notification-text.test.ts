import type { Notification } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/notifications.json'
import { notificationKey, notificationValues } from './notification-text.ts'

const expiring = (params: Notification['params']) =>
  ({
    id: 1,
    kind: 'expiring',
    params,
    store_id: 3,
    link: null,
    read_at: null,
    created_at: '',
  }) as Notification

describe('expiry notifications', () => {
  const lot = { product_name: 'Yoghurt', lot_number: 'Y-1', expiry_date: '2026-11-20' }

  it('name the store, so the same lot at two stores reads differently', () => {
    const riverside = notificationValues(
      expiring({ ...lot, store_name: 'Riverside', store_name_kh: 'មាត់ទន្លេ' }),
      false,
      'en',
    )
    const market = notificationValues(expiring({ ...lot, store_name: 'Market' }), false, 'en')
    expect(riverside.store).toBe('Riverside')
    expect(market.store).toBe('Market')
    expect(
      notificationValues(expiring({ ...lot, store_name: 'Riverside', store_name_kh: 'មាត់ទន្លេ' }), true, 'km')
        .store,
    ).toBe('មាត់ទន្លេ')
  })

  it('say "expired on" once the date has passed, "expires on" until then (that day included)', () => {
    expect(notificationKey(expiring(lot), '2026-11-27')).toBe('kinds.expired')
    expect(notificationKey(expiring(lot), '2026-11-20')).toBe('kinds.expiring')
    expect(notificationKey(expiring(lot), '2026-11-01')).toBe('kinds.expiring')
    expect(en.kinds.expired).toContain('expired on')
  })
})
