// A template's like count is the sum of its counter rows (migration 005). Every read of a count
// goes through here, so no caller reads one stripe by mistake.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from './schema'

/** A select expression for the count of the template whose id is `idColumn` (e.g. `t.id`). */
export function likeCountOf(idColumn: string): RawBuilder<number> {
  // Cast: PostgreSQL's sum is a bigint, which its driver hands over as a string.
  return sql<number>`(select cast(coalesce(sum(c.count_likes), 0) as integer)
    from template_like_counts c where c.template_id = ${sql.ref(idColumn)})`
}

/** The like counts of these templates (all of them when `ids` is omitted); absent ones are 0. */
export async function readLikeCounts(
  db: Kysely<Database>,
  ids?: readonly string[],
): Promise<Map<string, number>> {
  if (ids?.length === 0) return new Map()
  let query = db
    .selectFrom('template_like_counts')
    .select((eb) => ['template_id', eb.fn.sum<number | string>('count_likes').as('count_likes')])
    .groupBy('template_id')
  if (ids) query = query.where('template_id', 'in', ids)
  const rows = await query.execute()
  return new Map(rows.map((r) => [r.template_id, Number(r.count_likes)]))
}

/** One template's like count. */
export async function readLikeCount(db: Kysely<Database>, templateId: string): Promise<number> {
  return (await readLikeCounts(db, [templateId])).get(templateId) ?? 0
}
