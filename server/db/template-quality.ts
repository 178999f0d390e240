// The templates' measured quality in the database (migration 007), written from the covers
// manifest (server/template-sites/cover-shots.json) by the seed and on every start-up: the
// manifest is what `npm run covers` measured, so a database seeded before the measurements, or
// before a reshoot, takes the new facts when the server starts. Only rows that differ are written.
import { isAccessible, type TemplateQuality } from '#catalogue/template-quality'
import { shotManifest, type ShotManifest } from '../template-sites/cover-shots'
import { notifyChange } from '../data-changes'
import type { StoreDb } from './database'

/** The stored text of a quality (null: never measured). */
export const qualityText = (quality: TemplateQuality | null | undefined): string | null =>
  quality ? JSON.stringify(quality) : null

/** The stored quality of a row, or null. */
export function parseQuality(text: string | null | undefined): TemplateQuality | null {
  if (!text) return null
  try {
    return JSON.parse(text) as TemplateQuality
  } catch {
    return null
  }
}

/**
 * Writes each template's quality and accessible flag from the manifest, and tells running
 * instances (a replica started after a reshoot) which templates changed.
 */
export async function syncTemplateQuality(
  { db, engine }: StoreDb,
  manifest: ShotManifest = shotManifest(),
): Promise<string[]> {
  const changed = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('templates').select(['id', 'quality', 'accessible']).execute()
    const ids: string[] = []
    for (const row of rows) {
      const entry = manifest[row.id]
      // Templates the manifest does not know (added by hand, a benchmark's extras) keep theirs.
      if (!entry) continue
      const quality = qualityText(entry.quality)
      const accessible = isAccessible(entry.quality) ? 1 : 0
      if (row.quality === quality && Number(row.accessible) === accessible) continue
      await trx
        .updateTable('templates')
        .set({ quality, accessible })
        .where('id', '=', row.id)
        .execute()
      ids.push(row.id)
    }
    return ids
  })
  if (changed.length > 0)
    await notifyChange(db, engine, { kind: 'templates', templateIds: changed })
  return changed
}
