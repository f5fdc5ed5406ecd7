import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { ensurePrintRoot } from './print.ts'
import './print.css'

/** Renders what the next print shows into the print root (off screen until printing). */
export function PrintArea({ children }: { children: ReactNode }) {
  return createPortal(children, ensurePrintRoot())
}
