import { PercentageOutlined } from '@ant-design/icons'
import { taxesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'
import { TaxRateField } from '../components/tax-fields.tsx'

/** The taxes besides VAT the owner defines (decision 0044), beside the shop's settings. */
export const taxesScreen = defineResourceScreen({
  contract: taxesResource,
  route: 'taxes',
  i18n: { ns: 'catalogue', key: 'taxes' },
  menu: { group: 'system', key: 'taxes', icon: PercentageOutlined },
  columns: [
    { key: 'code', width: 140 },
    { key: 'name', kind: 'name' },
    { key: 'rate', align: 'right', width: 100, render: (tax) => `${tax.rate}%` },
    { key: 'included', kind: 'boolean', width: 140 },
    { key: 'stack_order', kind: 'number', width: 120 },
    { key: 'status', kind: 'status', width: 120 },
  ],
  fields: [
    { name: 'code', help: 'catalogue:taxes.help.code' },
    { name: 'name_en' },
    { name: 'name_kh' },
    { name: 'rate', widget: 'custom', render: TaxRateField, help: 'catalogue:taxes.help.rate' },
    { name: 'stack_order', widget: 'number', help: 'catalogue:taxes.help.stack_order' },
    { name: 'included', widget: 'switch', help: 'catalogue:taxes.help.included' },
    // Where a tax applies is chosen on the products and categories, so the form says where to look.
    { name: 'status', widget: 'status', help: 'catalogue:taxes.help.status' },
  ],
  form: { defaults: { included: true, stack_order: 10 } },
})
