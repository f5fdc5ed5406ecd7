import { Col, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { AddressFormField } from '../../../components/address-picker/address-form-field.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'

/** The form's id prefix (`customers-`), from the widget's own id (`customers-address`) and field name. */
const idPrefixOf = ({ id, name }: CustomWidgetProps) => id.slice(0, id.length - name.length)

type AddressSectionProps = {
  widget: CustomWidgetProps
  prefix: '' | 'shipping_'
  title: 'address' | 'shippingAddress'
  copyFrom?: ''
}

/** One address drawn by a bare custom widget of the resource form, with its own labels. */
function AddressSection({ widget, prefix, title, copyFrom }: AddressSectionProps) {
  const { t } = useTranslation('parties')
  return (
    <Row>
      <Col span={24}>
        <AddressFormField
          control={widget.form.control}
          prefix={prefix}
          copyFrom={copyFrom}
          title={t(`sections.${title}`)}
          disabled={widget.disabled}
          idPrefix={idPrefixOf(widget)}
        />
      </Col>
    </Row>
  )
}

/** The customer's or supplier's address. */
export function AddressWidget(props: CustomWidgetProps) {
  return <AddressSection widget={props} prefix="" title="address" />
}

/** The shipping address, with a shortcut that copies the main address into it. */
export function ShippingAddressWidget(props: CustomWidgetProps) {
  return <AddressSection widget={props} prefix="shipping_" title="shippingAddress" copyFrom="" />
}
