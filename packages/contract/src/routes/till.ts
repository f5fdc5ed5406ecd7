import { displayStateSchema } from '../customer-display.ts'
import { idParamsSchema, recordResponseSchema } from '../list.ts'
import { LIVE_MAX_PAYLOAD_BYTES } from '../live.ts'
import { checkoutRequestSchema, orderSchema } from '../sales.ts'
import {
  drawerOpenedSchema,
  drawerOpeningSchema,
  tillDeviceSchema,
  tillDisplaySentSchema,
  tillListQuerySchema,
  tillListResponseSchema,
  tillRegistrationSchema,
  tillStockQuerySchema,
  tillStockResponseSchema,
} from '../till.ts'
import { tillCatalogueQuerySchema, tillCatalogueResponseSchema } from '../till-catalogue.ts'
import { route } from './route.ts'

const tag = 'pos'

/** The till (`pos.create`): the sale, what it reads of the store, the drawer, the device and its display. */
export const tillRoutes = {
  /**
   * A sale. It needs an `Idempotency-Key`: a till retries a sale that timed out with the same key, and
   * without one a retry could sell twice.
   */
  checkout: route({
    method: 'POST',
    path: '/pos/checkout',
    access: 'pos.create',
    idempotent: true,
    body: checkoutRequestSchema,
    status: 201,
    answer: recordResponseSchema(orderSchema),
    tag,
  }),
  /**
   * On hand at the till's store of the products on screen or in the cart. A cashier sells without
   * `stocks.list`, so the till reads just these levels; a product never stocked there has none on hand.
   */
  stock: route({
    method: 'GET',
    path: '/pos/stock',
    access: 'pos.create',
    query: tillStockQuerySchema,
    answer: tillStockResponseSchema,
    tag,
  }),
  /** Opens the cash drawer without a sale, with a reason (a manager's PIN for a cashier without `pos.approve`). */
  drawer: route({
    method: 'POST',
    path: '/pos/drawer',
    access: 'pos.create',
    body: drawerOpeningSchema,
    status: 201,
    answer: recordResponseSchema(drawerOpenedSchema),
    tag,
  }),
  /** The store's catalogue as the device keeps it (decision 0031): a full read or a delta, keyset pages. */
  catalogue: route({
    method: 'GET',
    path: '/pos/catalogue',
    access: 'pos.create',
    query: tillCatalogueQuerySchema,
    answer: tillCatalogueResponseSchema,
    tag,
  }),
  /** The device registers as one of the store's tills, once, online, before it may sell offline. */
  register: route({
    method: 'POST',
    path: '/pos/tills',
    access: 'pos.create',
    body: tillRegistrationSchema,
    status: 201,
    answer: recordResponseSchema(tillDeviceSchema),
    tag,
  }),
  tills: route({
    method: 'GET',
    path: '/pos/tills',
    access: 'pos.create',
    query: tillListQuerySchema,
    answer: tillListResponseSchema,
    tag,
  }),
  /** What the till's customer display shows, relayed to a tablet following the till (decision 0042). */
  display: route({
    method: 'POST',
    path: '/pos/tills/:id/display',
    access: 'pos.create',
    params: idParamsSchema,
    body: displayStateSchema,
    // The state is bounded by its schema to what a live event may carry; the body limit stops more early.
    bodyLimit: 2 * LIVE_MAX_PAYLOAD_BYTES,
    answer: tillDisplaySentSchema,
    tag,
  }),
  /** A display that joins mid-sale asks the till for what it shows now; the till answers on its channel. */
  askDisplay: route({
    method: 'POST',
    path: '/pos/tills/:id/display/requests',
    access: 'pos.create',
    params: idParamsSchema,
    status: 202,
    answer: tillDisplaySentSchema,
    tag,
  }),
}
