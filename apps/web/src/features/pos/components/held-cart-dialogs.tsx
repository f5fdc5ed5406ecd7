import { heldCartInputSchema } from '@sms/contract'
import { Alert, Button, Form, Input, List, Modal, Typography } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import { localDigits } from '../../../lib/number-locale.ts'
import { discardHeldCart } from '../api/pos-api.ts'
import { useTill } from '../screens/till-store.ts'

/** When a cart was held, as the till's clock shows it (its digits follow the shop's setting). */
const heldAt = (at: string, language: string) =>
  new Date(at).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })

// The held cart's name, as the contract checks it: required once trimmed, at most 100 characters.
const holdSchema = heldCartInputSchema.pick({ name: true })
type HoldValues = z.input<typeof holdSchema>

/** F4: park the cart under a name (the time by default, selected so that typing replaces it). */
export function HoldDialog() {
  const { t, i18n } = useTranslation('pos')
  const { held, screen, closeDialog } = useTill()
  const form = useForm<HoldValues, unknown, z.output<typeof holdSchema>>({
    resolver: schemaResolver(holdSchema),
    // The dialog mounts as it opens (till-dialogs.tsx), so the name is the time the cart is held.
    defaultValues: {
      name: new Date().toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    },
  })
  return (
    <FormModal
      open={screen.dialog === 'hold'}
      onCancel={closeDialog}
      onSubmit={form.handleSubmit(({ name }) => held.hold(name))}
      busy={held.isHolding}
      title={t('dialogs.holdTitle')}
      destroyOnHidden
      okText={t('dialogs.ok')}
      cancelText={t('dialogs.cancel')}
    >
      <Form layout="vertical" component={false}>
        <FieldFrame control={form.control} name="name" idPrefix="hold">
          {({ value, ...field }) => (
            <Input
              {...field}
              value={value ?? ''}
              autoFocus
              aria-label={t('dialogs.holdName')}
              maxLength={100}
              onFocus={(e) => e.target.select()}
              size="large"
            />
          )}
        </FieldFrame>
      </Form>
    </FormModal>
  )
}

/** Shift+F4: the store's held carts, to resume or discard. */
export function RecallDialog() {
  const { t, i18n } = useTranslation('pos')
  const { held, screen, closeDialog, draft } = useTill()
  // Resuming replaces the cart: a cart with lines must be held or cleared first.
  const cartIsEmpty = draft.cart.lines.length === 0
  const discard = (id: number) => void discardHeldCart(id).then(held.refresh)
  return (
    <Modal
      open={screen.dialog === 'recall'}
      onCancel={closeDialog}
      title={t('dialogs.recallTitle')}
      footer={null}
      destroyOnHidden
    >
      {!cartIsEmpty && (
        <Alert type="warning" showIcon title={t('dialogs.resumeReplaces')} style={{ marginBottom: 8 }} />
      )}
      <List
        locale={{ emptyText: <Typography.Text type="secondary">{t('dialogs.recallEmpty')}</Typography.Text> }}
        dataSource={held.carts}
        renderItem={(cart, index) => (
          <List.Item
            actions={[
              <Button
                key="resume"
                type="primary"
                autoFocus={index === 0}
                disabled={!cartIsEmpty}
                onClick={() => held.resume(cart.id)}
              >
                {t('dialogs.resume')}
              </Button>,
              <Button key="discard" danger onClick={() => discard(cart.id)}>
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
