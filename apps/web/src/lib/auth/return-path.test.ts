import { describe, expect, it } from 'vitest'
import { returnPathAfterSignIn, signInPathFor } from './return-path.ts'

describe('signInPathFor', () => {
  it('remembers the page asked for without its language prefix, with its query', () => {
    expect(signInPathFor(new URL('http://x/kh/products?page=2'), 'kh')).toBe(
      '/kh/login?next=%2Fproducts%3Fpage%3D2',
    )
    expect(signInPathFor(new URL('http://x/customers/5/edit'), 'en')).toBe(
      '/login?next=%2Fcustomers%2F5%2Fedit',
    )
  })

  it('remembers nothing for the home page', () => {
    expect(signInPathFor(new URL('http://x/kh'), 'kh')).toBe('/kh/login')
  })
})

describe('returnPathAfterSignIn', () => {
  it('returns to the remembered page in the language of the sign-in page', () => {
    expect(returnPathAfterSignIn('?next=%2Fproducts%3Fpage%3D2', 'kh')).toBe('/kh/products?page=2')
    expect(returnPathAfterSignIn('?next=%2Fproducts', 'en')).toBe('/products')
  })

  it('goes home without a remembered page', () => {
    expect(returnPathAfterSignIn('', 'kh')).toBe('/kh')
    expect(returnPathAfterSignIn('', 'en')).toBe('/')
  })

  it('never follows a link to another site', () => {
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(returnPathAfterSignIn(`?${new URLSearchParams({ next })}`, 'en')).toBe('/')
    }
  })
})
