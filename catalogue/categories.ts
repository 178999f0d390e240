// Template categories (spec §3) in URLs: `FOOD_AND_DRINK` ↔ `/store/categories/food-and-drink`.
import { TEMPLATE_CATEGORIES, type TemplateCategory } from './enums'

export function categorySlug(category: TemplateCategory): string {
  return category.toLowerCase().replace(/_/g, '-')
}

/** The category a URL slug names; exact lower case only, so each category has one URL. */
export function categoryOfSlug(slug: string): TemplateCategory | undefined {
  return TEMPLATE_CATEGORIES.find((category) => categorySlug(category) === slug)
}

/** Locale-free store path of a category's templates. */
export function categoryPath(category: TemplateCategory): string {
  return `/store/categories/${categorySlug(category)}`
}
