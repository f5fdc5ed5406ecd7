import { Badge, type BadgeProps, Tooltip } from 'antd'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { getLiveStatus, type LiveState, subscribeLiveStatus } from '../lib/live/live-status.ts'

const BADGE: Record<LiveState, BadgeProps['status']> = {
  initialized: 'default',
  connecting: 'processing',
  connected: 'success',
  unavailable: 'warning',
  failed: 'error',
  disconnected: 'default',
}

/** A small dot in the menubar saying whether live updates flow; its words are for the tooltip and screen readers. */
export function LiveStatusIndicator() {
  const { t } = useTranslation()
  const { state, problem } = useSyncExternalStore(subscribeLiveStatus, getLiveStatus, getLiveStatus)
  const text = problem ? t(`live.problem.${problem}`) : t(`live.state.${state}`)
  return (
    <Tooltip title={text}>
      <span role="status" data-live-state={state} style={{ display: 'inline-flex', paddingInline: 8 }}>
        <Badge status={BADGE[state]} />
        <span className="visually-hidden">{text}</span>
      </span>
    </Tooltip>
  )
}
