import { ShopOutlined } from '@ant-design/icons'
import { storesResource } from '@sms/contract'
import { defineResourceScreen } from '../../../components/resource/resource-screen.ts'

export const storesScreen = defineResourceScreen({
  contract: storesResource,
  route: 'stores',
  i18n: { ns: 'stores', key: 'stores' },
  menu: { group: 'registration', key: 'stores', icon: ShopOutlined },
  columns: [
    { key: 'name', kind: 'name' },
    { key: 'code', width: 140 },
    { key: 'phone', width: 160 },
    { key: 'address' },
    { key: 'status', kind: 'status', width: 120 },
  ],
  fields: [
    { name: 'name_en' },
    { name: 'name_kh' },
    { name: 'code' },
    { name: 'phone' },
    { name: 'address', widget: 'textarea', span: 'full' },
    { name: 'status', widget: 'status' },
  ],
})
