import { PercentageOutlined } from '@ant-design/icons'
import { DISCOUNT_TYPES, discountsResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { formatUsd } from '../../../lib/money.ts'
import { DiscountValueField } from '../components/discount-value-field.tsx'

const TYPES = DISCOUNT_TYPES.map((type) => ({ value: type, label: `discounts:discounts.types.${type}` }))

export const discountsScreen = defineResourceScreen({
  contract: discountsResource,
  route: 'discounts',
  i18n: { ns: 'discounts', key: 'discounts' },
  menu: { group: 'registration', key: 'discounts', icon: PercentageOutlined },
  columns: [
    { key: 'name', kind: 'name' },
    { key: 'type', options: TYPES, width: 140 },
    {
      key: 'value',
      align: 'right',
      width: 120,
      render: (discount, lang) =>
        discount.type === 'fixed'
          ? formatUsd(discount.value, lang === 'kh' ? 'km' : 'en')
          : `${discount.value}%`,
    },
    { key: 'starts_on', kind: 'date', width: 130 },
    { key: 'ends_on', kind: 'date', width: 130 },
    { key: 'status', kind: 'status', width: 120 },
  ],
  fields: [
    { name: 'name_en' },
    { name: 'name_kh' },
    { name: 'type', widget: 'select', options: TYPES },
    { name: 'value', widget: 'custom', render: DiscountValueField },
    { name: 'starts_on', widget: 'date' },
    { name: 'ends_on', widget: 'date' },
    { name: 'status', widget: 'status' },
  ],
  form: { defaults: { type: 'percentage' } },
})
