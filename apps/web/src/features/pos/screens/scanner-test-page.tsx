import { Button, Card, Flex, Form, Input, InputNumber, Table, Tag, Typography } from 'antd'
import { type KeyboardEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { characterOfCode } from '../scanner/scan-detector.ts'
import {
  judgeBurst,
  LIMITS,
  loadThresholds,
  resetThresholds,
  saveThresholds,
  type TunableThresholds,
} from '../scanner/scan-settings.ts'

/** Keys further apart than this start a new burst on this page (longer than any gap a threshold allows). */
const PAUSE_MS = 600
const TERMINATORS = new Set(['Enter', 'NumpadEnter', 'Tab'])

type Burst = { id: number; text: string; times: number[] }

const pick = ({ maxAverageGapMs, maxGapMs, minLength }: TunableThresholds): TunableThresholds => ({
  maxAverageGapMs,
  maxGapMs,
  minLength,
})

/**
 * /pos/scanner-test (decision 0021): scan into the field and see each burst's characters, average and largest
 * gap between keys, and whether the thresholds being edited would take it as a scan. Saved thresholds are kept
 * in this browser and used by the till's detector the next time the till opens.
 */
export function ScannerTestPage() {
  const { t } = useTranslation('pos')
  const [bursts, setBursts] = useState<Burst[]>([])
  const [current, setCurrent] = useState<Burst | null>(null)
  const [text, setText] = useState('')
  const [saved, setSaved] = useState(() => pick(loadThresholds()))
  const [draft, setDraft] = useState(saved)

  const end = (burst: Burst | null) => {
    if (burst?.text) setBursts((list) => [burst, ...list].slice(0, 20))
    setCurrent(null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const time = event.timeStamp
    if (TERMINATORS.has(event.code)) {
      event.preventDefault()
      end(current)
      setText('')
      return
    }
    const char = characterOfCode(event.code, event.shiftKey)
    if (char === null || event.ctrlKey || event.altKey || event.metaKey) return
    const last = current?.times.at(-1)
    const burst = current && last !== undefined && time - last <= PAUSE_MS ? current : null
    if (current && !burst) end(current)
    setCurrent(
      burst
        ? { ...burst, text: burst.text + char, times: [...burst.times, time] }
        : { id: time, text: char, times: [time] },
    )
  }

  const rows = useMemo(
    () => [...(current ? [current] : []), ...bursts].map((b) => ({ ...b, ...judgeBurst(b.times, draft) })),
    [current, bursts, draft],
  )
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  const ms = (value: number) => t('scannerTest.ms', { value: Math.round(value * 10) / 10 })

  const field = (key: keyof TunableThresholds, label: string) => (
    <Form.Item label={label} style={{ marginBottom: 0 }}>
      <InputNumber
        aria-label={label}
        data-testid={`threshold-${key}`}
        min={LIMITS[key].min}
        max={LIMITS[key].max}
        precision={0}
        value={draft[key]}
        onChange={(value) => value !== null && setDraft({ ...draft, [key]: value })}
      />
    </Form.Item>
  )

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('scannerTest.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('scannerTest.intro')}</Typography.Paragraph>
      <Card title={t('scannerTest.thresholds')} size="small">
        <Form layout="inline" style={{ rowGap: 8 }}>
          {field('maxAverageGapMs', t('scannerTest.maxAverageGap'))}
          {field('maxGapMs', t('scannerTest.maxGap'))}
          {field('minLength', t('scannerTest.minLength'))}
          <Button
            type="primary"
            disabled={!changed}
            data-testid="thresholds-save"
            onClick={() => {
              saveThresholds(draft)
              setSaved(pick(loadThresholds()))
            }}
          >
            {t('scannerTest.save')}
          </Button>
          <Button
            onClick={() => {
              resetThresholds()
              const defaults = pick(loadThresholds())
              setSaved(defaults)
              setDraft(defaults)
            }}
          >
            {t('scannerTest.reset')}
          </Button>
        </Form>
        <Typography.Text type="secondary">
          {changed ? t('scannerTest.unsaved') : t('scannerTest.savedHelp')}
        </Typography.Text>
      </Card>
      <Card title={t('scannerTest.scanHere')} size="small">
        <Input
          autoFocus
          aria-label={t('scannerTest.scanHere')}
          placeholder={t('scannerTest.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="scanner-test-input"
          style={{ maxWidth: 480, marginBottom: 12 }}
        />
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          data-testid="scanner-test-bursts"
          // A bare string is drawn in antd's disabled grey (1.8:1); secondary text keeps AA contrast.
          locale={{ emptyText: <Typography.Text type="secondary">{t('scannerTest.empty')}</Typography.Text> }}
          columns={[
            {
              title: t('scannerTest.characters'),
              dataIndex: 'text',
              render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
            },
            { title: t('scannerTest.count'), render: (_, row) => row.text.length },
            { title: t('scannerTest.averageGap'), render: (_, row) => ms(row.averageGapMs) },
            { title: t('scannerTest.largestGap'), render: (_, row) => ms(row.maxGapMs) },
            {
              title: t('scannerTest.verdict'),
              render: (_, row) =>
                row.isScan ? (
                  <Tag color="green" data-testid="burst-verdict">
                    {t('scannerTest.scan')}
                  </Tag>
                ) : (
                  <Tag color="orange" data-testid="burst-verdict">
                    {t('scannerTest.typing')}
                  </Tag>
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
