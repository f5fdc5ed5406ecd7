import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { vi } from 'vitest'

/**
 * Mounts a React tree for real (effects, state, context updates) in the unit tests' Node environment, which
 * has no DOM: the tree must render no host element (its components return null or text-free fragments).
 * React DOM then needs of the container and the window only what stands here. For counting renders or
 * driving hooks without a browser; what a user sees is for the Playwright flows.
 */
export async function mountWithoutDom(tree: ReactNode) {
  const globals = globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }
  globals.IS_REACT_ACT_ENVIRONMENT = true
  vi.stubGlobal('window', Object.assign(new EventTarget(), { HTMLIFrameElement: class {} }))
  const ownerDocument = Object.assign(new EventTarget(), { activeElement: null })
  const container = Object.assign(new EventTarget(), {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument,
    textContent: '',
  })
  const root = createRoot(container as unknown as HTMLElement)
  await act(async () => root.render(tree))
  return {
    /** Runs `change` and waits `ms` for what it sets off (timers, queries) to settle. */
    settle: (change: () => void = () => {}, ms = 0) =>
      act(async () => {
        change()
        await new Promise((resolve) => setTimeout(resolve, ms))
      }),
    unmount: () => act(async () => root.unmount()),
  }
}
