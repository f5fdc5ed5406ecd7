import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiErrorCode, isApiError } from './api-error.ts'

/** Turns any thrown value into a sentence in the interface language, by the API's error code. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors')
  return useCallback(
    (error: unknown) => {
      const code: ApiErrorCode = isApiError(error) ? error.code : 'INTERNAL'
      return t(code, isApiError(error) ? error.params : {})
    },
    [t],
  )
}
