import { describe, expect, it } from 'vitest'
import { parseLangCookie, serializeLangCookie } from './language-cookie.ts'
import { localizePath, splitLocalePath, switchLocalePath } from './languages.ts'

describe('locale paths', () => {
  it('reads the language from the /kh prefix', () => {
    expect(splitLocalePath('/kh/dashboards')).toEqual({ lang: 'kh', path: '/dashboards' })
    expect(splitLocalePath('/kh')).toEqual({ lang: 'kh', path: '/' })
    expect(splitLocalePath('/dashboards')).toEqual({ lang: 'en', path: '/dashboards' })
    expect(splitLocalePath('/khmer-lessons')).toEqual({ lang: 'en', path: '/khmer-lessons' })
  })

  it('prefixes Khmer paths only', () => {
    expect(localizePath('/login', 'kh')).toBe('/kh/login')
    expect(localizePath('/', 'kh')).toBe('/kh')
    expect(localizePath('/login', 'en')).toBe('/login')
  })

  it('switches to the same page, keeping query and hash', () => {
    const here = { pathname: '/kh/users/create', search: '?a=1', hash: '#top' }
    expect(switchLocalePath(here, 'en')).toBe('/users/create?a=1#top')
    expect(switchLocalePath({ pathname: '/', search: '', hash: '' }, 'kh')).toBe('/kh')
  })
})

describe('language cookie', () => {
  it('lasts 365 days, site-wide, SameSite=Lax', () => {
    expect(serializeLangCookie('kh', false)).toBe('lang=kh; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(serializeLangCookie('en', true)).toMatch(/; Secure$/)
  })

  it('ignores unknown values', () => {
    expect(parseLangCookie('a=1; lang=kh; b=2')).toBe('kh')
    expect(parseLangCookie('lang=fr')).toBeNull()
    expect(parseLangCookie('')).toBeNull()
  })
})
