import { Tag } from 'antd'
import type { ReactNode } from 'react'
import { useColorMode } from '../lib/color-mode/use-color-mode.ts'

export type Tone = 'waiting' | 'underWay' | 'done' | 'stopped' | 'warning' | 'draft'

/**
 * Text and background of each tone, at least 4.5:1 in both modes (antd's preset purple and orange tags fall
 * below that on the dark surface). Done stays antd's success tag: the theme already tunes its green.
 */
const TONES: Record<Exclude<Tone, 'done' | 'draft'>, Record<'light' | 'dark', [string, string]>> = {
  waiting: { light: ['#6d28d9', '#f5f3ff'], dark: ['#c4b5fd', '#2e1065'] },
  underWay: { light: ['#1d4ed8', '#eff6ff'], dark: ['#93c5fd', '#172554'] },
  stopped: { light: ['#b91c1c', '#fef2f2'], dark: ['#fca5a5', '#450a0a'] },
  warning: { light: ['#b45309', '#fffbeb'], dark: ['#fcd34d', '#451a03'] },
}

/** A tag in one of the tones, readable in light and dark. */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { mode } = useColorMode()
  if (tone === 'done') return <Tag color="success">{children}</Tag>
  if (tone === 'draft') return <Tag>{children}</Tag>
  const [color, background] = TONES[tone][mode]
  return <Tag style={{ color, background, borderColor: 'transparent' }}>{children}</Tag>
}
