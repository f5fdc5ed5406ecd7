import { ADDRESS_LEVELS } from '@sms/contract'
import { Col, Form, Input, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  type AddressLevel,
  type AddressPrefix,
  type AddressValue,
  choosePlace,
  type PrefixedAddress,
  parentLevel,
  prefixAddress,
  readAddress,
} from './address-value.ts'
import { PlaceSelect } from './place-select.tsx'

type Part = keyof AddressValue

type Props<P extends AddressPrefix> = {
  /** Field names carry the prefix: `{shipping_address, shipping_province_id, ...}` for `shipping_`. */
  prefix: P
  value: Partial<PrefixedAddress<P>> | undefined
  onChange: (value: PrefixedAddress<P>) => void
  /** Translated messages per prefixed field name, shown under the matching control. */
  errors?: Partial<Record<string, string>>
  disabled?: boolean
  /** Makes the control ids unique when one page shows several forms. */
  idPrefix?: string
}

/**
 * A Cambodian address: the free line (house, street) and cascading province → district → commune →
 * village selects. Choosing a parent empties and reloads the levels below it.
 */
export function AddressPicker<P extends AddressPrefix>({
  prefix,
  value,
  onChange,
  errors = {},
  disabled,
  idPrefix = '',
}: Props<P>) {
  const { t } = useTranslation('address')
  const current = readAddress(value ?? {}, prefix)
  const idOf = (part: Part) => `${idPrefix}${prefix}${part}`
  const errorOf = (part: Part) => errors[`${prefix}${part}`]
  const emit = (next: AddressValue) => onChange(prefixAddress(next, prefix))

  const levelItem = (level: AddressLevel) => {
    const parent = parentLevel(level)
    const parentId = parent ? current[parent] : null
    const help = errorOf(level)
    return (
      <Col xs={24} md={12} key={level}>
        <Form.Item
          label={t(`levels.${level}`)}
          htmlFor={idOf(level)}
          validateStatus={help ? 'error' : undefined}
          help={help}
        >
          <PlaceSelect
            id={idOf(level)}
            level={level}
            parentId={parentId}
            isReady={parent === null || parentId !== null}
            value={current[level]}
            onChange={(id) => emit(choosePlace(current, level, id))}
            disabled={disabled}
            hasError={help !== undefined}
          />
        </Form.Item>
      </Col>
    )
  }

  const lineHelp = errorOf('address')
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item
          label={t('line')}
          htmlFor={idOf('address')}
          validateStatus={lineHelp ? 'error' : undefined}
          help={lineHelp}
        >
          <Input
            id={idOf('address')}
            value={current.address ?? ''}
            onChange={(event) => emit({ ...current, address: event.target.value || null })}
            placeholder={t('linePlaceholder')}
            disabled={disabled}
            maxLength={500}
          />
        </Form.Item>
      </Col>
      {ADDRESS_LEVELS.map(levelItem)}
    </Row>
  )
}
