import { Flex, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { AppLogo } from '../../../components/app-logo.tsx'
import { changeText, khr, quantityText, usd } from '../receipt/money-text.ts'
import { type Bilingual, Both, useBilingual } from './bilingual.tsx'
import { openDisplaySide } from './display-channel.ts'
import { type DisplayState, IDLE_DISPLAY } from './display-state.ts'
import { KhqrCode } from './khqr-code.tsx'
import { useFollowedTill, useFollowedTillId } from './use-followed-till.ts'
import './customer-display.css'

/**
 * The customer display (issue 21), at /pos/display and /kh/pos/display: on a second screen of the till's
 * machine, what the till says on the same-machine channel; on a tablet (`?till=12`), what the server relays
 * from that till (decision 0042). Large type, Khmer above English. On the till's machine nothing comes from
 * the server but the shop's logo, which the appearance keeps on the device anyway.
 */
export function CustomerDisplayPage() {
  const texts = useBilingual()
  const [state, setState] = useState<DisplayState>(IDLE_DISPLAY)
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    return openDisplaySide(setState)
  }, [])
  // On a tablet signed in for a till (`?till=12`), the same states through the server.
  useFollowedTill(useFollowedTillId(), setState)
  if (!texts)
    return (
      <Flex justify="center" align="center" style={{ height: '100vh' }}>
        <Spin size="large" />
      </Flex>
    )
  return (
    <div className="cd" data-testid="customer-display" data-phase={state.phase}>
      <h1 className="visually-hidden">{texts.en('display.title')}</h1>
      <header className="cd-header">
        <AppLogo size={56} />
      </header>
      {state.phase === 'idle' ? (
        <div className="cd-center">
          <Both texts={texts} k="display.welcome" size={64} />
        </div>
      ) : state.phase === 'done' ? (
        <div className="cd-center">
          <div data-testid="display-thanks">
            <Both texts={texts} k="display.thanks" size={72} />
            <Both texts={texts} k="display.comeAgain" size={32} />
          </div>
          <Figures texts={texts} state={state} />
        </div>
      ) : (
        <div className="cd-sale">
          <Lines texts={texts} state={state} />
          <aside className="cd-side">
            {state.khqr && (
              <div className="cd-qr">
                <KhqrCode
                  payload={state.khqr}
                  label={`${texts.km('display.scanToPay')} · ${texts.en('display.scanToPay')}`}
                />
                <Both texts={texts} k="display.scanToPay" size={28} />
              </div>
            )}
            <Figures texts={texts} state={state} />
          </aside>
        </div>
      )}
    </div>
  )
}

/** The lines as scanned, the last one in view. */
function Lines({ texts, state }: { texts: Bilingual; state: DisplayState }) {
  return (
    <section className="cd-lines" aria-label={texts.en('display.lines')}>
      <ol>
        {state.lines.map((line) => (
          <li key={line.key} data-testid="display-line" className="cd-line">
            <span className="cd-line-name">
              {line.name_kh && (
                <span lang="km" className="cd-km">
                  {line.name_kh}
                </span>
              )}
              <span lang="en" className={line.name_kh ? 'cd-en' : 'cd-km'}>
                {line.name_en}
              </span>
            </span>
            <span className="cd-line-qty">
              {texts.en('display.quantity', { quantity: quantityText(Number(line.quantity)) })}
            </span>
            <span className="cd-line-amount">{usd(line.amount_usd)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Total, paid, still to pay and change, each in dollars and riel. */
function Figures({ texts, state }: { texts: Bilingual; state: DisplayState }) {
  const paid = state.paid_usd > 0 || state.paid_khr > 0
  return (
    <dl className="cd-figures">
      <dt>
        <Both texts={texts} k="display.total" />
      </dt>
      <dd className="cd-total">
        <span data-testid="display-total-usd">{usd(state.total_usd)}</span>
        <span data-testid="display-total-khr">{khr(state.total_khr)}</span>
      </dd>
      {paid && (
        <>
          <dt>
            <Both texts={texts} k="display.paid" />
          </dt>
          <dd data-testid="display-paid">
            {[state.paid_usd > 0 && usd(state.paid_usd), state.paid_khr > 0 && khr(state.paid_khr)]
              .filter(Boolean)
              .join(' + ')}
          </dd>
        </>
      )}
      {paid && state.due && (
        <>
          <dt>
            <Both texts={texts} k="display.due" />
          </dt>
          <dd data-testid="display-due">
            <span>{usd(state.due.usd)}</span>
            <span>{khr(state.due.khr)}</span>
          </dd>
        </>
      )}
      {state.change && (
        <>
          <dt>
            <Both texts={texts} k="display.change" />
          </dt>
          <dd className="cd-change" data-testid="display-change">
            {changeText(state.change)}
          </dd>
        </>
      )}
    </dl>
  )
}
