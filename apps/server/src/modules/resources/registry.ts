import { catalogueResources } from '../catalogue/catalogue.resources.ts'
import type { ServerResource } from './resource.ts'

/** Every entity served by the resource layer. */
export const RESOURCES: ServerResource[] = [...catalogueResources]
