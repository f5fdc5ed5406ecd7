import { rolesResource, storesResource } from '@sms/contract'
import { Form } from 'antd'
import { Can } from '../../../components/can.tsx'
import { ReferenceMultiSelect } from '../../../components/resource/reference-multi-select.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { useResourceI18n } from '../../../components/resource/resource-text.ts'

/**
 * The user's roles, by label. Changing them is granting rights, which needs `users.assign`: without it the
 * field is not shown and the roles are sent back unchanged.
 */
export function RolesWidget({ id, label, value, onChange, onBlur, error, disabled }: CustomWidgetProps) {
  const { t } = useResourceI18n()
  return (
    <Can permission="users.assign">
      <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
        <ReferenceMultiSelect
          id={id}
          contract={rolesResource}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          status={error ? 'error' : undefined}
          placeholder={t('users:choose')}
        />
      </Form.Item>
    </Can>
  )
}

/** The stores the user works in. */
export function StoresWidget({ id, value, onChange, onBlur, error, disabled }: CustomWidgetProps) {
  const { t } = useResourceI18n()
  return (
    <ReferenceMultiSelect
      id={id}
      contract={storesResource}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={t('users:choose')}
    />
  )
}
