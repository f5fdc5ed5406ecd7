import { beforeAll, describe, expect, it } from 'vitest'
import { textKeys } from '../components/resource/resource-screen.ts'
import { i18n, loadLanguageTexts } from '../lib/i18n/i18n.ts'
import { LANG_TAG } from '../lib/i18n/languages.ts'
import { MENU_GROUPS } from '../lib/navigation/menu-item.ts'
import { RESOURCE_ROUTES } from './resource-route-table.ts'
import { RESOURCE_SCREENS } from './resource-screens.ts'

/** One of the keys (a label falls back from the screen's own text to the shared one) exists in `lng`. */
const exists = (keys: string | string[], lng: string) =>
  (Array.isArray(keys) ? keys : [keys]).some((key) => i18n.exists(key, { lng, fallbackLng: false }))

/** Names that occur more than once: each would be a React key twice and a field drawn twice (issue 22.9). */
const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index)

describe('resource screens', () => {
  beforeAll(() =>
    Promise.all(
      Object.values(LANG_TAG).flatMap((tag) => [loadLanguageTexts(tag), loadLanguageTexts(tag, 'app')]),
    ),
  )

  it('have distinct routes and contracts', () => {
    const routes = RESOURCE_SCREENS.map((screen) => screen.route)
    expect(new Set(routes).size).toBe(routes.length)
    const paths = RESOURCE_SCREENS.map((screen) => screen.contract.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('are all in the route table, with their resources', () => {
    const table = RESOURCE_SCREENS.map(({ route, contract }) => ({ route, resource: contract.path }))
    expect(RESOURCE_ROUTES).toEqual(table)
  })

  for (const screen of RESOURCE_SCREENS) {
    describe(screen.route, () => {
      const keys = textKeys(screen)
      const needed: (string | string[])[] = [
        keys.title,
        keys.entity,
        ...screen.fields.map(keys.field),
        ...screen.columns.map(keys.column),
        ...screen.fields.flatMap((field) => ('options' in field ? field.options.map((o) => o.label) : [])),
        ...screen.columns.flatMap((column) => (column.options ?? []).map((o) => o.label)),
        ...screen.fields.flatMap((field) => (field.help ? [field.help] : [])),
      ]
      if (screen.menu) needed.push(`navigation:items.${screen.menu.key}`)

      for (const lang of Object.values(LANG_TAG)) {
        it(`has every text in ${lang}`, () => {
          expect(needed.filter((key) => !exists(key, lang))).toEqual([])
        })
      }

      it('names each form field and each column once', () => {
        expect(repeated(screen.fields.map((field) => field.name))).toEqual([])
        expect(repeated(screen.columns.map((column) => column.key))).toEqual([])
      })

      it('describes only fields its contract knows', () => {
        const inputs = Object.keys(screen.contract.input.shape)
        const standard = screen.fields.filter((field) => field.widget !== 'custom')
        expect(standard.map((field) => field.name).filter((name) => !inputs.includes(name))).toEqual([])
        if (screen.menu) expect(MENU_GROUPS).toContain(screen.menu.group)
      })
    })
  }
})
