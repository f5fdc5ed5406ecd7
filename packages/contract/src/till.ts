import { z } from 'zod'
import { referenceId } from './fields.ts'
import { managerApprovalSchema } from './sales.ts'

/** The till's own reads and acts beside the checkout. `GET /api/pos/stock?store_id=&product_ids=1,2,3`: what the till's list view shows of each product on hand. */
export const tillStockQuerySchema = z.object({
  store_id: z.coerce.number().int().positive(),
  /** At most one screen of products (the till shows 48 at a time). */
  product_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'product_ids: up to 100 ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))]),
})

export const tillStockSchema = z.object({ product_id: z.number(), on_hand: z.number() })
export type TillStock = z.infer<typeof tillStockSchema>
export const tillStockResponseSchema = z.object({ data: z.array(tillStockSchema) })

/**
 * `POST /api/pos/drawer`: Alt+D opens the cash drawer without a sale, during one's open shift, with a reason;
 * a cashier without `pos.approve` needs a manager's username and PIN. Each opening is in the audit log.
 */
export const drawerOpeningSchema = z.object({
  store_id: z.number().int().positive(),
  reason: z.string().trim().min(1).max(200),
  approval: managerApprovalSchema.nullish(),
})
export type DrawerOpeningInput = z.input<typeof drawerOpeningSchema>
export const drawerOpenedSchema = z.object({
  shift_id: z.number(),
  reason: z.string(),
  opened_by_name: z.string(),
  approved_by_name: z.string().nullable(),
  opened_at: z.string(),
})
export type DrawerOpened = z.infer<typeof drawerOpenedSchema>

/**
 * `POST /api/pos/tills`: a device registers as one of its store's tills the first time the till opens online.
 * The server-given code (`T` and the till's id) prefixes the receipts it numbers offline, so two devices never
 * print the same number (decision 0031). The customer display of a tablet listens on `private-till.{id}`.
 */
export const tillRegistrationSchema = z.object({
  store_id: referenceId,
  name: z.string().trim().min(1).max(60),
})
export type TillRegistration = z.input<typeof tillRegistrationSchema>
export const tillDeviceSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  /** `T{id}`, e.g. `T3`. */
  code: z.string(),
  name: z.string(),
  created_at: z.string(),
})
export type TillDevice = z.infer<typeof tillDeviceSchema>

/** `GET /api/pos/tills?store_id=`: the store's registered tills, oldest first. */
export const tillListQuerySchema = z.object({ store_id: z.coerce.number().int().positive() })
export const tillListResponseSchema = z.object({ data: z.array(tillDeviceSchema) })

/** What the server answers a till's display state or a display's request for it: the till it went to. */
export const tillDisplaySentSchema = z.object({ data: z.object({ till_id: z.number() }) })
