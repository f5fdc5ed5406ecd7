import { Col, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { AddressFormField } from '../../../components/address-picker/address-form-field.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'

/** The form's id prefix (`customers-`), from the widget's own id (`customers-address`) and field name. */
const idPrefixOf = ({ id, name }: CustomWidgetProps) => id.slice(0, id.length - name.length)

/** The customer's or supplier's address, as a bare custom widget of the resource form (it draws its labels). */
export function AddressWidget(props: CustomWidgetProps) {
  const { form, disabled } = props
  const { t } = useTranslation('parties')
  return (
    <Row>
      <Col span={24}>
        <AddressFormField
          control={form.control}
          prefix=""
          title={t('sections.address')}
          disabled={disabled}
          idPrefix={idPrefixOf(props)}
        />
      </Col>
    </Row>
  )
}

/** The shipping address, with a shortcut that copies the main address into it. */
export function ShippingAddressWidget(props: CustomWidgetProps) {
  const { form, disabled } = props
  const { t } = useTranslation('parties')
  return (
    <Row>
      <Col span={24}>
        <AddressFormField
          control={form.control}
          prefix="shipping_"
          copyFrom=""
          title={t('sections.shippingAddress')}
          disabled={disabled}
          idPrefix={idPrefixOf(props)}
        />
      </Col>
    </Row>
  )
}
