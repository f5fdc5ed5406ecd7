import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSignIn } from '../../../lib/auth/session-storage.ts'
import { MemoryStorage } from '../../../test-utils/memory-storage.ts'
import { signInResponse } from '../../../test-utils/session-fixtures.ts'
import { Tile } from './dashboard-tile.tsx'

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => vi.unstubAllGlobals())

const render = (at: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <Tile
        title="Today"
        target={{ to: '/reports/sales?report=by-period', permission: 'sales-reports.view' }}
      >
        figures
      </Tile>
      <Tile
        title="Open shifts"
        target={{ to: '/reports/financial?report=cash', permission: 'financial-reports.view' }}
      >
        2
      </Tile>
    </MemoryRouter>,
  )

describe('a dashboard tile', () => {
  it('links to the report behind it only for a user who may read that report', () => {
    saveSignIn({ ...signInResponse, permissions: ['dashboards.view', 'sales-reports.view'] }, Date.now())
    const html = render('/kh/dashboards')
    expect(html).toContain('href="/kh/reports/sales?report=by-period"')
    expect(html).not.toContain('/reports/financial')
    expect(html).toContain('Open shifts')
    expect(html).toContain('figures')
  })
})
