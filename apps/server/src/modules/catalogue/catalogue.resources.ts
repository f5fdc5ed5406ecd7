import {
  brandsResource,
  categoriesResource,
  subCategoriesResource,
  taxesResource,
  unitsResource,
} from '@sms/contract'
import { brands, categories, subCategories, taxes, units } from '../../db/schema/index.ts'
import { defineServerResource } from '../resources/resource.ts'
import { beforeTaxPurge, categoryTaxLinks, taxLinkHooks, withoutTaxIds } from '../taxes/tax-links.ts'

const categoryTaxes = taxLinkHooks(categoryTaxLinks)

export const catalogueResources = [
  defineServerResource({ contract: brandsResource, table: brands }),
  defineServerResource({
    contract: categoriesResource,
    table: categories,
    hooks: {
      toValues: (_tx, input) => withoutTaxIds(input),
      afterWrite: categoryTaxes.afterWrite,
      beforeChange: categoryTaxes.beforeChange,
      present: categoryTaxes.presentTaxIds,
    },
  }),
  defineServerResource({ contract: subCategoriesResource, table: subCategories }),
  defineServerResource({ contract: unitsResource, table: units }),
  /**
   * The taxes besides VAT (decision 0044), settings-like: reading is the manager's too, defining them the
   * owner's (seed/roles.ts). A tax disabled or in the trash is charged no more, its assignments kept for a
   * restore; past orders keep their own copy of its name and rate (`order_taxes`), so an edit rewrites no sale,
   * and a tax they name cannot be purged (`beforeTaxPurge`).
   */
  defineServerResource({ contract: taxesResource, table: taxes, hooks: { beforeChange: beforeTaxPurge } }),
]
