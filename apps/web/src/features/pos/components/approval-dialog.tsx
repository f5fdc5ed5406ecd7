import { zodResolver } from '@hookform/resolvers/zod'
import { type ManagerApproval, managerApprovalSchema } from '@sms/contract'
import { Alert, Form, Typography } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { resourceErrorMap } from '../../../components/resource/field-errors.ts'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useTill } from '../screens/till-store.ts'
import { ManagerFields, type ManagerValues, NO_MANAGER } from './manager-fields.tsx'

type Props = {
  open: boolean
  onClose: () => void
  onApprove: (approval: ManagerApproval) => void
  /** Why the server refused the last try (a wrong or locked PIN), in the interface language. */
  error: string | null
  /** What needs the manager, when it is not a sale's discount or price (a return over the cashier's limit). */
  help?: string
}

/** A manager types their username and PIN at the till; the server checks them with what they approve. */
export function ApprovalDialog({ open, onClose, onApprove, error, help }: Props) {
  const { t } = useTranslation('pos')
  const form = useForm<ManagerValues, unknown, ManagerApproval>({
    resolver: zodResolver(managerApprovalSchema, { error: resourceErrorMap }),
    defaultValues: NO_MANAGER,
  })
  return (
    <FormModal
      open={open}
      onCancel={onClose}
      // Each opening starts empty: a PIN is never left in the form for the next approval.
      afterClose={() => form.reset(NO_MANAGER)}
      onSubmit={form.handleSubmit(onApprove)}
      title={t('dialogs.approvalTitle')}
      okText={t('dialogs.approve')}
      cancelText={t('dialogs.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="approval-help">
        {help ?? t('dialogs.approvalHelp')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form layout="vertical" component={false}>
        <ManagerFields control={form.control} idPrefix="approval" autoFocus />
      </Form>
    </FormModal>
  )
}

/** The approval a sale waits for (a discount or a price beyond the cashier), sent again with the sale. */
export function SaleApprovalDialog() {
  const { sale, approve } = useTill()
  const describeError = useErrorMessage()
  return (
    <ApprovalDialog
      open={sale.needsApproval}
      error={sale.error ? describeError(sale.error) : null}
      onClose={sale.closeApproval}
      onApprove={approve}
    />
  )
}
