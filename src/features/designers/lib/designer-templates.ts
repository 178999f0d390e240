import type { ListingScope } from '#src/features/shared/api/listing'

/**
 * The designer lookup goes out without the bearer (spec §6), so its like flags are anonymous ones;
 * the templates a designer page shows come from the authenticated search with a designer filter,
 * the list pages' search (page, sort, facet filters with counts) scoped to the designer.
 */
export function designerListingScope(designerId: string): ListingScope {
  return { filters: { designerId } }
}
