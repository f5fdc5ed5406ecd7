import { Form } from 'antd'
import { Can } from '../../../components/can.tsx'
import type { CustomWidgetProps } from '../../../components/resource/resource-screen.ts'
import { MemberTransfer } from './member-transfer.tsx'
import { PermissionMatrix } from './permission-matrix.tsx'

/** The role's permissions, as the resource form's custom widget. */
export function PermissionsWidget({ id, value, onChange, disabled }: CustomWidgetProps) {
  return (
    <PermissionMatrix
      id={id}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      disabled={disabled}
    />
  )
}

/** The role's members; changing them needs `roles.assign`, so without it the field is not shown at all. */
export function MembersWidget({ id, label, value, onChange, error, disabled }: CustomWidgetProps) {
  return (
    <Can permission="roles.assign">
      <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
        <MemberTransfer
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
          disabled={disabled}
        />
      </Form.Item>
    </Can>
  )
}
