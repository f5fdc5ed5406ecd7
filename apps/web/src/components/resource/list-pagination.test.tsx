import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, loadLanguageTexts } from '../../lib/i18n/i18n.ts'
import { LANG_TAG } from '../../lib/i18n/languages.ts'
import { ListPagination } from './list-pagination.tsx'

beforeAll(() =>
  Promise.all(
    Object.values(LANG_TAG).flatMap((tag) => [loadLanguageTexts(tag), loadLanguageTexts(tag, 'app')]),
  ),
)

const render = async (lang: 'en' | 'kh', meta: { total: number; total_capped?: true }, page = 1) => {
  await i18n.changeLanguage(LANG_TAG[lang])
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'en' ? '/products' : '/kh/products']}>
      <ListPagination page={page} perPage={20} meta={meta} onChange={() => {}} />
    </MemoryRouter>,
  )
}

/** The page numbers antd draws (its items carry `title="N"`). */
const pageNumbers = (html: string) =>
  [...html.matchAll(/ant-pagination-item-(\d+)/g)].map((m) => Number(m[1]))

describe('the list pagination', () => {
  it('shows an exact total as it is', async () => {
    const html = await render('en', { total: 57 })
    expect(html).toContain('1–20 of 57')
    expect(Math.max(...pageNumbers(html))).toBe(3)
  })

  it('shows a total the server stopped counting at as "1,000+", in both languages, and offers a page past it', async () => {
    const english = await render('en', { total: 1000, total_capped: true }, 50)
    expect(english).toContain('981–1,000 of 1,000+')
    expect(Math.max(...pageNumbers(english))).toBe(51)
    const khmer = await render('kh', { total: 1000, total_capped: true })
    expect(khmer).toContain('ជាង 1,000')
    expect(khmer).not.toContain('1,000+')
  })
})
