import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { NotFoundPage } from '../../../components/not-found-page.tsx'

/**
 * A page of one record answers only for a record id (a positive whole number): `/orders/create` or
 * `/invoices/abc` is a page that does not exist ("Page not found: {path}"), not a record loading forever.
 */
export function RecordIdGuard({ children }: { children: ReactNode }) {
  const id = useParams().id ?? ''
  return /^[1-9]\d{0,9}$/.test(id) ? children : <NotFoundPage />
}
