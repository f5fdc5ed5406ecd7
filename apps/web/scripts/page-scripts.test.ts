import { describe, expect, it } from 'vitest'
import { pageScripts } from './page-scripts.mjs'

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app.tsx'],
  },
  'src/app.tsx': {
    file: 'assets/app.js',
    imports: ['_react.js', '_antd.js', 'index.html'],
    dynamicImports: ['src/login.tsx', 'src/list.tsx'],
  },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_antd.js', '_form.js'] },
  'src/list.tsx': { file: 'assets/list.js', imports: ['_antd.js', '_table.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'], css: ['assets/antd.css'] },
  '_form.js': { file: 'assets/form.js' },
  '_table.js': { file: 'assets/table.js' },
  'src/font.woff2': { file: 'assets/font.woff2' },
}

describe('pageScripts', () => {
  it('follows static imports only, each file once, cycles included', () => {
    expect(pageScripts(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/react.js'])
    expect(pageScripts(manifest, ['index.html', 'src/app.tsx', 'src/login.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/app.js',
      'assets/antd.js',
      'assets/login.js',
      'assets/form.js',
    ])
  })

  it('leaves out lazily loaded pages that are not roots', () => {
    const files = pageScripts(manifest, ['index.html', 'src/app.tsx', 'src/login.tsx'])
    expect(files).not.toContain('assets/list.js')
    expect(files).not.toContain('assets/table.js')
  })

  it('counts JavaScript only', () => {
    expect(pageScripts(manifest, ['src/font.woff2'])).toEqual([])
  })

  it('refuses a root the build does not have', () => {
    expect(() => pageScripts(manifest, ['src/moved.tsx'])).toThrow(
      'src/moved.tsx is not in the build manifest',
    )
  })
})
