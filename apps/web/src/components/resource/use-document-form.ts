import { useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import { actionKeys } from '../../lib/api/action-key.ts'
import { isApiError } from '../../lib/api/api-error.ts'
import { useSubmitOnce } from '../../lib/forms/submit-once.ts'
import { type BodyCheck, bodyResolver, ISSUE_TYPES } from './body-resolver.ts'

type Options<Values extends FieldValues, Body, Saved> = BodyCheck<Values, Body> & {
  defaultValues: DefaultValues<Values>
  /** Sends the body with its `Idempotency-Key`; resolves with what the server saved. */
  send: (body: Body, key: string) => Promise<Saved>
  onSaved: (saved: Saved) => void
  /**
   * The fields a 422 can be shown on. A nested path (`lines.2.quantity`) lands on its line when its top field
   * is listed; a field not listed here, or `_`, is the failure the page shows above its buttons.
   */
  serverFields: readonly string[]
  /**
   * `form` (the stock documents): one key for the form's life, so a second click or a retry after a lost
   * answer cannot make a second document, even when something was changed in between. `body` (an order):
   * the same body sent again reuses its key, an edited one gets a new key, and a saved one frees it.
   */
  keyPer?: 'form' | 'body'
  /** `onChange`: each field is checked as it is typed (a transfer's arrived quantities), not only on saving. */
  mode?: 'onSubmit' | 'onChange'
}

/**
 * A document form (a stock document, an order): react-hook-form over the form's values, checked as the request
 * body they make (`bodyResolver`), sent once at a time with the idempotency key the document keeps, and the
 * server's 422 put back on the fields and lines it names. What the server refuses otherwise is `failure`,
 * cleared by the next attempt, for the page to say in its own words.
 */
export function useDocumentForm<Values extends FieldValues, Body, Saved>(
  options: Options<Values, Body, Saved>,
) {
  const latest = useRef(options)
  latest.current = options
  const form = useForm<Values, unknown, Body>({
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
    resolver: bodyResolver(() => latest.current),
    // The pages never moved the focus on a refused save; the scan field keeps it.
    shouldFocusError: false,
  })
  const [formKey] = useState(() => crypto.randomUUID())
  const [keys] = useState(actionKeys)
  const [failure, setFailure] = useState<unknown>(null)

  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false
    let placed = false
    for (const [path, codes] of Object.entries(error.errors)) {
      if (!latest.current.serverFields.includes(path.split('.')[0] ?? path)) continue
      form.setError(path as Path<Values>, { type: ISSUE_TYPES.server, message: codes[0] ?? 'invalid' })
      placed = true
    }
    return placed
  }

  const { run, busy } = useSubmitOnce(async (body: Body) => {
    const { send, onSaved, keyPer = 'form' } = latest.current
    setFailure(null)
    try {
      const saved = await send(body, keyPer === 'form' ? formKey : keys.keyFor(body))
      keys.done()
      onSaved(saved)
    } catch (error) {
      if (!showServerErrors(error)) setFailure(error)
    }
  })

  // The body is only `save`'s business; the fields (FieldFrame) see the form over its own values.
  const fields = form as unknown as UseFormReturn<Values>
  return { form: fields, save: form.handleSubmit(run), busy, failure }
}
