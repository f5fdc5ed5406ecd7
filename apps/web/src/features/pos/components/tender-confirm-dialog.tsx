import { Button, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { KeyHint } from './key-hint.tsx'

type Props = {
  open: boolean
  /** What the customer gives, what is due and the change, as the till writes them. */
  paid: string
  due: string
  change: string
  onConfirm: () => void
  onBack: () => void
}

/**
 * "Check the amount given": asked before a sale whose cash is far above what is due is saved. Enter and Esc
 * reach it through the payment step's keymap (use-till-keys), so the dialog itself leaves keys alone.
 */
export function TenderConfirmDialog({ open, paid, due, change, onConfirm, onBack }: Props) {
  const { t } = useTranslation('pos')
  return (
    <Modal
      open={open}
      title={t('payment.farAboveTitle')}
      onCancel={onBack}
      keyboard={false}
      maskClosable={false}
      destroyOnHidden
      data-testid="pay-far-above"
      footer={[
        <Button key="back" onClick={onBack}>
          {t('payment.farAboveBack')}
          <KeyHint keys="Esc" />
        </Button>,
        <Button key="ok" type="primary" onClick={onConfirm} data-testid="pay-far-above-ok">
          {t('payment.farAboveConfirm')}
          <KeyHint keys="Enter" />
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ fontSize: 16 }}>
        {t('payment.farAbove', { paid, due, change })}
      </Typography.Paragraph>
    </Modal>
  )
}
