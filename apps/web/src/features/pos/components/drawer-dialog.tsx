import { type DrawerOpened, drawerOpeningSchema, managerApprovalSchema } from '@sms/contract'
import { Alert, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { openDrawer } from '../api/pos-api.ts'
import { useTill } from '../screens/till-store.ts'
import { ManagerFields, NO_MANAGER } from './manager-fields.tsx'

// The body's reason, and for a cashier who may not approve, the manager's username and PIN beside it.
const reasonSchema = drawerOpeningSchema.pick({ reason: true })
const approvedSchema = reasonSchema.extend(managerApprovalSchema.shape)
type Values = { reason: string; username: string; pin: string }

/**
 * Alt+D: the drawer opened without a sale, with a reason; a cashier who may not approve types a manager's
 * username and PIN here at once. The server logs the opening; the till then prints its "no sale" slip.
 */
export function DrawerDialog() {
  const { t } = useTranslation('pos')
  const { store, closeDialog, tell, print } = useTill()
  const describeError = useErrorMessage()
  const mayApprove = hasPermission(useSession(), 'pos.approve')
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver(mayApprove ? reasonSchema : approvedSchema),
    defaultValues: { reason: '', ...NO_MANAGER },
  })
  const [error, setError] = useState<string | null>(null)
  const submit = form.handleSubmit(async ({ reason, username, pin }) => {
    setError(null)
    try {
      const approval = mayApprove ? null : { username, pin }
      const opened: DrawerOpened = await openDrawer({ store_id: store.id, reason, approval })
      closeDialog()
      tell({ kind: 'info', text: t('drawer.opened') })
      print({ kind: 'noSale', opened })
    } catch (e) {
      setError(describeError(e))
    }
  })
  return (
    <FormModal
      open
      title={t('drawer.title')}
      onCancel={closeDialog}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      okText={t('drawer.open')}
      cancelText={t('dialogs.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('drawer.help')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form layout="vertical" component={false}>
        <FieldFrame
          control={form.control}
          name="reason"
          idPrefix="drawer"
          label={t('drawer.reason')}
          required
        >
          {({ value, ...field }) => (
            <Input {...field} value={value ?? ''} autoFocus autoComplete="off" maxLength={200} />
          )}
        </FieldFrame>
        {!mayApprove && <ManagerFields control={form.control} idPrefix="drawer" />}
      </Form>
    </FormModal>
  )
}
