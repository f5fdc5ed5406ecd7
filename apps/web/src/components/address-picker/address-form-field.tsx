import { CopyOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  useController,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorMessage } from '../resource/field-errors.ts'
import { AddressPicker } from './address-picker.tsx'
import {
  type AddressPrefix,
  type AddressValue,
  addressFieldNames,
  type PrefixedAddress,
  prefixAddress,
  readAddress,
} from './address-value.ts'

type Props<T extends FieldValues, P extends AddressPrefix> = {
  control: Control<T>
  prefix: P
  /** Turns a field error message into the text under the field; default: the shared field error texts. */
  describeError?: (message: string) => string
  /** Offers a "same as address" shortcut copying the address with this prefix (the main one for shipping). */
  copyFrom?: AddressPrefix
  title?: ReactNode
  disabled?: boolean
  /** Prepended to the control ids (`customers-` gives `customers-province_id`). */
  idPrefix?: string
}

/**
 * The address picker bound to a react-hook-form form whose values hold the address under prefixed names
 * (`province_id` or `shipping_province_id`), as customer and supplier records do.
 */
export function AddressFormField<T extends FieldValues, P extends AddressPrefix>({
  control,
  prefix,
  describeError,
  copyFrom,
  title,
  disabled,
  idPrefix,
}: Props<T, P>) {
  const { t } = useTranslation()
  const explain =
    describeError ??
    ((message: string) => {
      const { key, params } = fieldErrorMessage(message)
      return (t as (key: string, params?: object) => string)(key, params)
    })
  const names = addressFieldNames(prefix) as readonly string[] as readonly FieldPath<T>[]
  const [lineName, provinceName, districtName, communeName, villageName] = names as [
    FieldPath<T>,
    FieldPath<T>,
    FieldPath<T>,
    FieldPath<T>,
    FieldPath<T>,
  ]
  const controllers = [
    useController({ control, name: lineName }),
    useController({ control, name: provinceName }),
    useController({ control, name: districtName }),
    useController({ control, name: communeName }),
    useController({ control, name: villageName }),
  ]
  const value = Object.fromEntries(controllers.map((c) => [c.field.name, c.field.value])) as Partial<
    PrefixedAddress<P>
  >
  const errors = Object.fromEntries(
    controllers.map((c) => [
      c.field.name,
      c.fieldState.error ? explain(c.fieldState.error.message ?? '') : undefined,
    ]),
  )
  const change = (next: PrefixedAddress<P>) => {
    for (const c of controllers) {
      const nextValue = (next as Record<string, unknown>)[c.field.name]
      if (nextValue !== c.field.value) c.field.onChange(nextValue as PathValue<T, FieldPath<T>>)
    }
  }

  return (
    <>
      {(title || copyFrom !== undefined) && (
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {copyFrom !== undefined && (
            <CopyAddressButton
              control={control}
              from={copyFrom}
              onCopy={(address) => change(prefixAddress(address, prefix))}
              disabled={disabled}
            />
          )}
        </Flex>
      )}
      <AddressPicker
        prefix={prefix}
        value={value}
        onChange={change}
        errors={errors}
        disabled={disabled}
        idPrefix={idPrefix}
      />
    </>
  )
}

type CopyProps<T extends FieldValues> = {
  control: Control<T>
  from: AddressPrefix
  onCopy: (address: AddressValue) => void
  disabled?: boolean
}

function CopyAddressButton<T extends FieldValues>({ control, from, onCopy, disabled }: CopyProps<T>) {
  const { t } = useTranslation('address')
  const names = [...addressFieldNames(from)] as string[] as FieldPath<T>[]
  const watched = useWatch({ control, name: names })
  const source = readAddress(Object.fromEntries(names.map((name, i) => [name, watched[i]])), from)
  const isEmpty = Object.values(source).every((part) => part === null)
  return (
    <Button icon={<CopyOutlined />} onClick={() => onCopy(source)} disabled={disabled || isEmpty}>
      {t('sameAsAddress')}
    </Button>
  )
}
