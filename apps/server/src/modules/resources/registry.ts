import { auditLogsServerResource } from '../audit/audit.resources.ts'
import { catalogueResources } from '../catalogue/catalogue.resources.ts'
import { productImporter } from '../catalogue/products.importer.ts'
import { gazetteerResources } from '../gazetteer/gazetteer.resources.ts'
import { productMoveIn } from '../move-in/move-in.ts'
import { partiesResources } from '../parties/parties.resources.ts'
import { productsServerResource } from '../products/products.resources.ts'
import { rolesServerResource } from '../roles/roles.resources.ts'
import { usersServerResource } from '../users/users.resources.ts'
import type { ServerResource } from './resource.ts'

/** Every entity served by the resource layer. */
export const RESOURCES: ServerResource[] = [
  ...catalogueResources,
  { ...productsServerResource, importer: productImporter, moveIn: productMoveIn },
  ...gazetteerResources,
  ...partiesResources,
  usersServerResource,
  rolesServerResource,
  auditLogsServerResource,
]
