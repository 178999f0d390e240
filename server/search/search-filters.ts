// The filters a listing applies, shared by the SQL search and the in-memory index without either
// importing the other.
import type { TemplateSearchFilters } from '#catalogue/api-contract'

/** The contract's filters (the wireframe switch included: the wireframe listing, the home rows). */
export type SearchFilters = TemplateSearchFilters
