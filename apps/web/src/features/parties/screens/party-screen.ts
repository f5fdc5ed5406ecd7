import { provincesResource } from '@sms/contract'
import type { ColumnSpec, FieldSpec } from '../../../components/resource/resource-screen.ts'
import { AddressWidget, ShippingAddressWidget } from '../components/address-widgets.tsx'

/** Customers and suppliers share their list columns: who, how to reach them, where, and status. */
export const PARTY_COLUMNS = [
  { key: 'name' },
  { key: 'phone', width: 160 },
  { key: 'email' },
  { key: 'province_id', kind: 'reference', reference: { contract: provincesResource }, width: 180 },
  { key: 'status', kind: 'status', width: 120 },
  { key: 'created_at', kind: 'date', width: 140 },
] as const satisfies readonly ColumnSpec[]

type PartyField = 'name' | 'phone' | 'email' | 'status' | 'address' | 'shipping_address'

/** Contact fields, then both addresses with cascading province → district → commune → village selects. */
export const PARTY_FIELDS = {
  contact: [{ name: 'name' }, { name: 'phone' }, { name: 'email' }] as const,
  status: { name: 'status', widget: 'status' } as const,
  addresses: [
    { name: 'address', widget: 'custom', render: AddressWidget, bare: true, span: 'full' },
    { name: 'shipping_address', widget: 'custom', render: ShippingAddressWidget, bare: true, span: 'full' },
  ] as const,
} satisfies Record<string, FieldSpec<PartyField> | readonly FieldSpec<PartyField>[]>
