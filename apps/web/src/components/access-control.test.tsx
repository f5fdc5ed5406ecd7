import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSignIn } from '../lib/auth/session-storage.ts'
import { MemoryStorage } from '../test-utils/memory-storage.ts'
import { signInResponse } from '../test-utils/session-fixtures.ts'
import { Can } from './can.tsx'
import { HasRole } from './has-role.tsx'

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => vi.unstubAllGlobals())

describe('<Can> and <HasRole>', () => {
  it('render their children only for stored permissions and roles', () => {
    saveSignIn(signInResponse, Date.now())
    const html = renderToStaticMarkup(
      <>
        <Can permission="products.list">list</Can>
        <Can permission="products.create">create</Can>
        <HasRole role="cashier">till</HasRole>
        <HasRole role="admin">settings</HasRole>
      </>,
    )
    expect(html).toBe('listtill')
  })

  it('render nothing without a session', () => {
    expect(renderToStaticMarkup(<Can permission="dashboards.view">x</Can>)).toBe('')
  })
})
