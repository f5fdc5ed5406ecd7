import type { DrawerOpened } from '@sms/contract'
import { Alert, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { openDrawer } from '../api/pos-api.ts'

type Values = { reason: string; username?: string; pin?: string }

/**
 * Alt+D: the drawer opened without a sale, with a reason; a cashier who may not approve types a manager's
 * username and PIN here at once. The server logs the opening; the till then prints its "no sale" slip.
 */
export function DrawerDialog({
  storeId,
  onClose,
}: {
  storeId: number
  onClose: (opened: DrawerOpened | null) => void
}) {
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const mayApprove = hasPermission(useSession(), 'pos.approve')
  const [form] = Form.useForm<Values>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async ({ reason, username, pin }: Values) => {
    setBusy(true)
    try {
      const approval = mayApprove || !username || !pin ? null : { username, pin }
      onClose(await openDrawer({ store_id: storeId, reason, approval }))
    } catch (e) {
      setError(describeError(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      title={t('drawer.title')}
      onCancel={() => onClose(null)}
      onOk={() => form.submit()}
      okText={t('drawer.open')}
      cancelText={t('dialogs.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('drawer.help')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label={t('drawer.reason')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input autoFocus autoComplete="off" maxLength={200} />
        </Form.Item>
        {!mayApprove && (
          <>
            <Form.Item name="username" label={t('dialogs.username')} rules={[{ required: true }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="pin" label={t('dialogs.pin')} rules={[{ required: true, pattern: /^\d{4,8}$/ }]}>
              <Input.Password inputMode="numeric" autoComplete="off" onPressEnter={() => form.submit()} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  )
}
