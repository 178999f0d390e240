// The filters a listing applies, shared by the SQL search and the in-memory index without either
// importing the other.
import type { TemplateSearchFilters } from '#catalogue/api-contract'

/** The contract's filters plus the server-only wireframe switch (the wireframe listing). */
export type SearchFilters = TemplateSearchFilters & { wireframe?: boolean }
