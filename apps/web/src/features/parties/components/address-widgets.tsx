import { Col, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { AddressFormField } from '../../../components/address-picker/address-form-field.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'

/** The form's id prefix (`customers-`), from the widget's own id (`customers-address`) and field name. */
const idPrefixOf = ({ id, name }: CustomWidgetProps) => id.slice(0, id.length - name.length)

/** A bare custom widget of the resource form drawing one address with its own labels. */
function addressWidget(options: {
  prefix: '' | 'shipping_'
  title: 'address' | 'shippingAddress'
  copyFrom?: ''
}) {
  return function Address(props: CustomWidgetProps) {
    const { t } = useTranslation('parties')
    return (
      <Row>
        <Col span={24}>
          <AddressFormField
            control={props.form.control}
            prefix={options.prefix}
            copyFrom={options.copyFrom}
            title={t(`sections.${options.title}`)}
            disabled={props.disabled}
            idPrefix={idPrefixOf(props)}
          />
        </Col>
      </Row>
    )
  }
}

/** The customer's or supplier's address. */
export const AddressWidget = addressWidget({ prefix: '', title: 'address' })
/** The shipping address, with a shortcut that copies the main address into it. */
export const ShippingAddressWidget = addressWidget({
  prefix: 'shipping_',
  title: 'shippingAddress',
  copyFrom: '',
})
