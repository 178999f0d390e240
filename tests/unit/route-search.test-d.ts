// Type tests: route params and validated search are what the pages rely on (`tsc` checks this file).
import { expectTypeOf } from 'vitest'
import type { PublicSortKey } from '#catalogue/enums'
import type { Route as SubindustryRoute } from '#src/routes/store/industries/$industry/$subindustry'
import type { Route as SubtypeRoute } from '#src/routes/store/sitetype/$type/$subtype'
import type { Route as TemplateRoute } from '#src/routes/store/templates/$templateId'
import type {
  LIKED_SORT_KEYS,
  readLikedSearch,
  readListingSearch,
  readSearchPageSearch,
} from '#src/routes/-shared/listing-search'

expectTypeOf<ReturnType<typeof readListingSearch>>().toEqualTypeOf<{
  page: number
  sort: PublicSortKey
  verificationMode?: boolean | undefined
  sitetype?: string | undefined
  industry?: string | undefined
  style?: string | undefined
  feature?: string | undefined
  price?: 'free' | 'paid' | undefined
  tier?: string | undefined
  accessible?: true | undefined
}>()
// Links may leave page and sort out: the validator fills them in.
expectTypeOf<Record<string, never>>().toExtend<
  (typeof SubtypeRoute)['types']['fullSearchSchemaInput']
>()
expectTypeOf<ReturnType<typeof readSearchPageSearch>['q']>().toEqualTypeOf<string>()
expectTypeOf<ReturnType<typeof readLikedSearch>['sort']>().toEqualTypeOf<
  (typeof LIKED_SORT_KEYS)[number]
>()

// Params are resolved lazily by the router's types, so they are compared in both directions.
type SubtypeParams = (typeof SubtypeRoute)['types']['allParams']
expectTypeOf<SubtypeParams>().toExtend<{ type: string; subtype: string }>()
expectTypeOf<{ type: string; subtype: string }>().toExtend<SubtypeParams>()
type SubindustryParams = (typeof SubindustryRoute)['types']['allParams']
expectTypeOf<SubindustryParams>().toExtend<{ industry: string; subindustry: string }>()
expectTypeOf<{ industry: string; subindustry: string }>().toExtend<SubindustryParams>()
type TemplateParams = (typeof TemplateRoute)['types']['allParams']
expectTypeOf<TemplateParams>().toExtend<{ templateId: string }>()
expectTypeOf<{ templateId: string }>().toExtend<TemplateParams>()
// A route without a subtype param must not accept one.
expectTypeOf<{ type: string }>().not.toExtend<SubtypeParams>()
expectTypeOf<(typeof SubtypeRoute)['types']['fullSearchSchema']>().toEqualTypeOf<
  ReturnType<typeof readListingSearch>
>()
