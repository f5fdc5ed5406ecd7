import { notification as antdNotification, Button } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  fetchDeployedBuildId,
  isNewerBuild,
  VERSION_CHECK_INTERVAL_MS,
} from '../lib/version/build-version.ts'

/**
 * Every 5 minutes and when the window regains focus, asks the server which build it serves. When that differs
 * from this bundle, offers a reload instead of forcing one: a cashier may be in the middle of a sale.
 * Renders the holder the notice draws into (antd's hook form keeps the theme without antd's `App`). The root
 * route loads this module after the page shows: antd's notification is not needed to draw /login.
 */
export default function NewVersionNotice() {
  const [notification, holder] = antdNotification.useNotification()
  const { t } = useTranslation()
  const announced = useRef<string | null>(null)

  useEffect(() => {
    // The dev server has no version.json; hot reload already keeps the code current there.
    if (import.meta.env.DEV) return
    let cancelled = false
    const check = async () => {
      const deployed = await fetchDeployedBuildId()
      if (cancelled || !isNewerBuild(deployed, __BUILD_ID__) || announced.current === deployed) return
      announced.current = deployed
      notification.info({
        key: 'new-version',
        title: t('newVersion.title'),
        description: t('newVersion.description'),
        duration: false,
        actions: (
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('newVersion.reload')}
          </Button>
        ),
      })
    }
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS)
    window.addEventListener('focus', check)
    return () => {
      cancelled = true
      clearInterval(timer)
      window.removeEventListener('focus', check)
    }
  }, [notification, t])

  return holder
}
