import type { ImportPreview } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { EventBus } from '../documents/events.ts'
import { translateCustomers } from './move-in-customers.ts'
import { type MoveInQuery, planMoveIn } from './move-in-plan.ts'
import { writeMoveIn } from './move-in-write.ts'

/** Another system's export that `POST /api/{path}/import` also reads (docs/decisions/0034-moving-in.md). */
export type MoveInReader = {
  /** Their file rewritten in our CSV format, then imported as ours; null when it is not their file. */
  translate?: (csv: string) => string | null
  /** Their file's own preview and writer; null when it is not their file. */
  plan?: (db: Db, actor: Actor, csv: string, query: MoveInQuery) => Promise<PlannedMoveIn | null>
}
export type PlannedMoveIn = {
  preview: ImportPreview
  write: (
    events: EventBus,
    onProgress: (done: number) => void,
  ) => Promise<{ created: number; updated: number }>
}

export const productMoveIn: MoveInReader = {
  async plan(db, actor, csv, query) {
    const planned = await planMoveIn(db, actor, csv, query)
    if (!planned) return null
    return {
      preview: planned.preview,
      write: async (events, onProgress) => {
        const { created, updated } = await writeMoveIn(db, actor, planned.plan, events, onProgress)
        return { created, updated }
      },
    }
  },
}

export const customerMoveIn: MoveInReader = { translate: translateCustomers }
