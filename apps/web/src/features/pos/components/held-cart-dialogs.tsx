import { Alert, Button, Input, List, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localDigits } from '../../../lib/number-locale.ts'

type Close = { open: boolean; onClose: () => void }

/** When a cart was held, as the till's clock shows it (its digits follow the shop's setting). */
const heldAt = (at: string, language: string) =>
  new Date(at).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })

/** F4: park the cart under a name. */
export function HoldDialog({
  open,
  onClose,
  onSave,
  busy,
}: Close & { onSave: (name: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('pos')
  const [name, setName] = useState(() =>
    new Date().toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
  )
  const save = () => name.trim() && onSave(name.trim())
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={busy}
      title={t('dialogs.holdTitle')}
      destroyOnHidden
      okText={t('dialogs.ok')}
      cancelText={t('dialogs.cancel')}
    >
      <Input
        autoFocus
        aria-label={t('dialogs.holdName')}
        value={name}
        maxLength={100}
        onFocus={(e) => e.target.select()}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={save}
        size="large"
      />
    </Modal>
  )
}

type HeldRow = { id: number; name: string; lines: unknown[]; created_at: string }

/** Shift+F4: the store's held carts, to resume or discard. */
export function RecallDialog({
  open,
  onClose,
  carts,
  onResume,
  onDiscard,
  cartIsEmpty,
}: Close & {
  carts: HeldRow[]
  onResume: (id: number) => void
  onDiscard: (id: number) => void
  cartIsEmpty: boolean
}) {
  const { t, i18n } = useTranslation('pos')
  return (
    <Modal open={open} onCancel={onClose} title={t('dialogs.recallTitle')} footer={null} destroyOnHidden>
      {!cartIsEmpty && (
        <Alert type="warning" showIcon title={t('dialogs.resumeReplaces')} style={{ marginBottom: 8 }} />
      )}
      <List
        locale={{ emptyText: <Typography.Text type="secondary">{t('dialogs.recallEmpty')}</Typography.Text> }}
        dataSource={carts}
        renderItem={(cart, index) => (
          <List.Item
            actions={[
              <Button
                key="resume"
                type="primary"
                autoFocus={index === 0}
                disabled={!cartIsEmpty}
                onClick={() => onResume(cart.id)}
              >
                {t('dialogs.resume')}
              </Button>,
              <Button key="discard" danger onClick={() => onDiscard(cart.id)}>
                {t('dialogs.discard')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={cart.name}
              description={localDigits(`${heldAt(cart.created_at, i18n.language)} · ${cart.lines.length}`)}
            />
          </List.Item>
        )}
      />
    </Modal>
  )
}
