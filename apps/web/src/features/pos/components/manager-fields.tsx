import type { managerApprovalSchema } from '@sms/contract'
import { Input } from 'antd'
import type { Control, FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'

/** A manager's username and PIN, as typed: the contract's approval schema checks them before sending. */
export type ManagerValues = z.input<typeof managerApprovalSchema>
export const NO_MANAGER: ManagerValues = { username: '', pin: '' }

/**
 * The username and PIN a manager types at the till (approval of a sale, a return, a drawer opening). The
 * PIN is numeric and never remembered by the browser.
 */
export function ManagerFields<T extends ManagerValues>({
  control,
  idPrefix,
  autoFocus = false,
}: {
  control: Control<T>
  idPrefix: string
  /** The username takes the focus when the dialog opens with nothing to type before it. */
  autoFocus?: boolean
}) {
  const { t } = useTranslation('pos')
  return (
    <>
      <FieldFrame
        control={control}
        name={'username' as FieldPath<T>}
        idPrefix={idPrefix}
        label={t('dialogs.username')}
        required
      >
        {({ value, ...field }) => (
          <Input {...field} value={value ?? ''} autoFocus={autoFocus} autoComplete="off" />
        )}
      </FieldFrame>
      <FieldFrame
        control={control}
        name={'pin' as FieldPath<T>}
        idPrefix={idPrefix}
        label={t('dialogs.pin')}
        required
      >
        {({ value, ...field }) => (
          <Input.Password {...field} value={value ?? ''} inputMode="numeric" autoComplete="off" />
        )}
      </FieldFrame>
    </>
  )
}
