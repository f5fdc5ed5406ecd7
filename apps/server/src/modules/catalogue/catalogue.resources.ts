import { brandsResource, categoriesResource, subCategoriesResource, unitsResource } from '@sms/contract'
import { brands, categories, subCategories, units } from '../../db/schema/index.ts'
import { defineServerResource } from '../resources/resource.ts'

export const catalogueResources = [
  defineServerResource({ contract: brandsResource, table: brands }),
  defineServerResource({ contract: categoriesResource, table: categories }),
  defineServerResource({ contract: subCategoriesResource, table: subCategories }),
  defineServerResource({ contract: unitsResource, table: units }),
]
