import { App } from 'antd'
import { useCallback, useEffect, useRef } from 'react'
import { useBeforeUnload, useBlocker } from 'react-router'
import { useResourceI18n } from './resource-text.ts'

/**
 * Asks before leaving a form with unsaved changes: the cancel button, a menu link, back, a language switch
 * (all router navigations), and closing or reloading the tab (the browser's own prompt). `allowLeave` lets
 * the form go once it has saved.
 */
export function useLeaveGuard(hasChanges: boolean): { allowLeave: () => void } {
  const { modal } = App.useApp()
  const { t } = useResourceI18n()
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    modal.confirm({
      title: t('resources:confirmLeave.title'),
      content: t('resources:confirmLeave.content'),
      okText: t('resources:confirmLeave.ok'),
      cancelText: t('resources:confirmLeave.cancel'),
      okButtonProps: { danger: true },
      // Staying is the safe answer, so Enter keeps the changes; Esc stays too.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    })
  }, [blocker, modal, t])

  useBeforeUnload(
    useCallback(
      (event) => {
        if (hasChanges && !allowed.current) event.preventDefault()
      },
      [hasChanges],
    ),
  )

  const allowLeave = useCallback(() => {
    allowed.current = true
  }, [])
  return { allowLeave }
}
