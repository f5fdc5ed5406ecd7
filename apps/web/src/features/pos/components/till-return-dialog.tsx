import { type ManagerApproval, type OrderDetail, returnRequestSchema } from '@sms/contract'
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd'
import { useImperativeHandle, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FieldFrame } from '../../../components/resource/field-frame.tsx'
import { FormModal } from '../../../components/resource/form-modal.tsx'
import { schemaResolver } from '../../../components/resource/schema-resolver.ts'
import {
  RefundWayPicker,
  ReturnLinesTable,
  useReturnDraft,
} from '../../../components/returns/return-lines.tsx'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { sendReturn } from '../../../lib/order-returns.ts'
import { orderByNumber, postReturn } from '../api/pos-api.ts'
import { khr, usd } from '../receipt/money-text.ts'
import { useTill } from '../screens/till-store.ts'
import { ApprovalDialog } from './approval-dialog.tsx'

export type TillReturnHandle = { scan: (code: string) => void }
type CreditNote = OrderDetail['returns'][number]

// The receipt's number as typed or scanned, and the reason the contract requires of a return.
const returnFormSchema = z.object({ number: z.string(), reason: returnRequestSchema.shape.reason })
type ReturnValues = z.input<typeof returnFormSchema>
// The dialog's parts stand in a column with its own gaps, not the form items' margins.
const TIGHT = { marginBottom: 0 }
const SUBMIT_TEST_ID = { 'data-testid': 'return-submit' }

/**
 * F10 (SALES.md, issue 11): the receipt's barcode scanned or its number typed → its lines with what is left to
 * return → quantities → the refund in cash (either currency, by the change rules) or the original tender → a
 * manager's PIN when the credit is above the cashier's limit (the till's approval dialog; audited with both
 * names) → the credit note's number, to print on A4.
 */
export function TillReturnDialog() {
  const { t } = useTranslation('pos')
  const till = useTill()
  const showReturned = useReturnedNotice()
  const describeError = useErrorMessage()
  const form = useForm<ReturnValues, unknown, z.output<typeof returnFormSchema>>({
    resolver: schemaResolver(returnFormSchema),
    defaultValues: { number: '', reason: '' },
  })
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [finding, setFinding] = useState(false)
  const draft = useReturnDraft(order, till.rounding)
  const [error, setError] = useState<string | null>(null)
  const [approval, setApproval] = useState<{ open: boolean; error: string | null }>({
    open: false,
    error: null,
  })

  const find = async (code: string) => {
    const text = code.trim()
    if (!text) return
    // A scanned receipt shows its number in the field, as if typed.
    form.setValue('number', text)
    setFinding(true)
    setError(null)
    try {
      const found = await orderByNumber(text)
      setOrder(found)
      draft.reset()
      if (!found) setError(t('return.notFound', { number: text }))
    } catch (e) {
      setError(describeError(e))
    } finally {
      setFinding(false)
    }
  }
  useImperativeHandle(till.refs.return, () => ({ scan: (code) => void find(code) }))

  const { credit, dueKhr, lines } = draft
  const refund = draft.refundFor(dueKhr)

  // The reason is checked on its field by the schema; the lines are the draft's, said above the form.
  const submit = (managerApproval: ManagerApproval | null) =>
    form.handleSubmit(async ({ reason }) => {
      if (!order) return
      if (lines.length === 0) return setError(t('return.incomplete'))
      setError(null)
      try {
        const saved = await sendReturn(
          (body, key) => postReturn(order.id, body, key),
          (due) => ({ lines, refund: draft.refundFor(due), reason, approval: managerApproval }),
          dueKhr,
          draft.keyFor,
        )
        setApproval({ open: false, error: null })
        const note = saved.returns.at(-1)
        if (!note) return
        till.closeDialog()
        // The credit note made, with the sale as it is now (the slip names the returned lines from it).
        showReturned(note, saved)
      } catch (e) {
        const code = isApiError(e) ? e.code : null
        if (code === 'APPROVAL_REQUIRED' || code === 'APPROVAL_INVALID' || code === 'PIN_LOCKED') {
          setApproval({ open: true, error: code === 'APPROVAL_REQUIRED' ? null : describeError(e) })
        } else setError(describeError(e))
      }
    })

  return (
    <FormModal
      open
      width={820}
      title={t('return.title')}
      onCancel={till.closeDialog}
      onSubmit={submit(null)}
      busy={form.formState.isSubmitting}
      afterOpenChange={(open) => open && form.setFocus('number')}
      okText={t('return.submit')}
      cancelText={t('dialogs.cancel')}
      okButtonProps={{ disabled: !order || lines.length === 0, ...SUBMIT_TEST_ID }}
    >
      <Form layout="vertical" component={false}>
        <Flex vertical gap={12}>
          <FieldFrame control={form.control} name="number" idPrefix="till-return" style={TIGHT}>
            {({ value, ...field }) => (
              <Input.Search
                {...field}
                value={value ?? ''}
                aria-label={t('return.number')}
                placeholder={t('return.number')}
                // Enter here finds the receipt; it must not also send the return (the form's implicit submit).
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                onSearch={(text) => void find(text)}
                loading={finding}
                enterButton={t('return.find')}
              />
            )}
          </FieldFrame>
          {error && <Alert type="error" showIcon title={error} />}
          {order && (
            <>
              <Typography.Text>
                {t('return.sold', { number: order.number ?? order.id, total: usd(order.total_usd) })}
              </Typography.Text>
              <ReturnLinesTable
                order={order}
                draft={draft}
                amount={usd}
                labels={{
                  product: t('return.product'),
                  sold: t('return.soldQty'),
                  left: t('return.left'),
                  amount: t('return.amount'),
                  quantity: t('return.quantity'),
                }}
              />
              <Flex gap={12} align="center" wrap>
                <Typography.Text>{t('return.refundIn')}</Typography.Text>
                <RefundWayPicker
                  draft={draft}
                  labels={{
                    split: t('return.split'),
                    khr: t('return.allKhr'),
                    usd: t('return.allUsd'),
                    original: t('return.original'),
                  }}
                />
              </Flex>
              <Typography.Text strong data-testid="return-refund">
                {t('return.refund')}: {usd(credit)} ({khr(dueKhr)}) →{' '}
                {refund.map((r) => (r.currency === 'USD' ? usd(r.amount) : khr(r.amount))).join(' + ') ||
                  usd(0)}
              </Typography.Text>
              <FieldFrame
                control={form.control}
                name="reason"
                idPrefix="till-return"
                label={t('return.reason')}
                required
                style={TIGHT}
              >
                {({ value, ...field }) => <Input {...field} value={value ?? ''} maxLength={500} />}
              </FieldFrame>
            </>
          )}
        </Flex>
      </Form>
      <ApprovalDialog
        open={approval.open}
        error={approval.error}
        help={t('return.approvalHelp', { amount: usd(credit) })}
        onClose={() => setApproval({ open: false, error: null })}
        onApprove={(a) => void submit(a)()}
      />
    </FormModal>
  )
}

/**
 * A return made: its slip on the receipt paper, and its credit note, printed on A4 from its own page (a new tab
 * keeps the till as it is).
 */
function useReturnedNotice() {
  const { t } = useTranslation('pos')
  const { modal } = App.useApp()
  const to = useLocalePath()
  const { print } = useTill()
  return (note: CreditNote, order: OrderDetail) => {
    // The slip prints by itself, as a sale's receipt does; the A4 credit note is a click away.
    const printSlip = () => print({ kind: 'returnSlip', note, order })
    printSlip()
    modal.success({
      title: t('return.done', { number: note.number }),
      content: (
        <Flex vertical gap={4} align="start">
          <a
            href={to(`/credit-notes/${note.id}?print=1`)}
            target="_blank"
            rel="noreferrer"
            data-testid="return-print"
          >
            {t('return.print')}
          </a>
          <Button type="link" style={{ padding: 0 }} onClick={printSlip} data-testid="return-slip-print">
            {t('return.printSlip')}
          </Button>
        </Flex>
      ),
      okText: t('dialogs.ok'),
    })
  }
}
