import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorKey } from '../../../components/resource/field-errors.ts'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'

/**
 * A refused sale in the cashier's words: a 422 names what is wrong (a can sold in parts, a tender past the
 * change limit) rather than "The given data was invalid"; anything else reads as its error code says.
 */
export function useSaleErrorMessage(): (error: unknown) => string {
  const describeError = useErrorMessage()
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const codes = [...new Set(Object.values(error.errors).flat())]
        const translate = t as unknown as (key: string) => string
        if (codes.length > 0) return codes.map((code) => translate(fieldErrorKey(code))).join(' ')
      }
      return describeError(error)
    },
    [describeError, t],
  )
}
