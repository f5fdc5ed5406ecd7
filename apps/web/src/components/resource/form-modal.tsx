import { Modal, type ModalProps } from 'antd'
import type { BaseSyntheticEvent, FormEvent } from 'react'

type Props = Omit<ModalProps, 'onOk' | 'modalRender' | 'confirmLoading'> & {
  /** react-hook-form's `handleSubmit(...)`: validates with the form's schema, then saves. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** While saving: the OK button spins and a second Enter or click sends nothing. */
  busy?: boolean
}

/**
 * A dialog whose fields and OK button are one `<form>`: Enter in any field submits it (the browser's own
 * implicit submission, which needs the submit button inside the form), OK is that submit button, Escape and
 * Cancel close as in any modal. The submit event stops here, since React bubbles it through the portal to
 * a form around the dialog (the till's return dialog holds the approval dialog).
 */
export function FormModal({ onSubmit, busy = false, okButtonProps, children, ...modal }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    if (busy) return event.preventDefault()
    void onSubmit(event)
  }
  return (
    <Modal
      {...modal}
      confirmLoading={busy}
      okButtonProps={{ ...okButtonProps, htmlType: 'submit' }}
      modalRender={(dialog) => (
        <form onSubmit={submit} noValidate>
          {dialog}
        </form>
      )}
    >
      {children}
    </Modal>
  )
}
