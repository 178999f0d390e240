// The covers manifest is honest (issue 27): every seeded template's shots were taken of its pages
// as they are now, in English and Japanese (the version is recomputed exactly as `npm run covers`
// computes it, from every page rendered in both languages), every shot file is there, and the
// facts measured on those pages meet the store's bar: no critical or serious axe violation, AA
// contrast of body text and buttons, and every page fits a 375 px phone. A failure names the
// template and what to do; `-t <id>` checks one template.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  SHOT_COVER_WIDTHS,
  SHOT_LANGUAGES,
  SHOTS_PATH,
  shotCoverFile,
  shotFolder,
  shotOgFile,
  shotPageFile,
} from '#catalogue/cover-shots'
import { qualityFailures } from '#catalogue/template-quality'
import { DEFAULT_TEMPLATE_COUNT, generateTemplates } from '#server/db/seed-store'
import { SHOT_MANIFEST_PATH, type ShotManifest } from '#server/template-sites/cover-shots'
import { shotPagesOf, shotVersion } from '#server/template-sites/shot-version'

const manifest = JSON.parse(fs.readFileSync(SHOT_MANIFEST_PATH, 'utf8')) as ShotManifest
const seeded = generateTemplates(DEFAULT_TEMPLATE_COUNT).filter((t) => shotPagesOf(t))
const RESHOOT = 'run `npm run covers`'

/** Everything wrong with one template's entry, as lines a person can act on. */
function problemsOf(template: (typeof seeded)[number]): string[] {
  const shots = shotPagesOf(template)
  if (!shots) return []
  const entry = manifest[template.id]
  if (!entry) return [`not in the manifest: ${RESHOOT}`]
  const problems: string[] = []
  const version = shotVersion(shots)
  if (entry.version !== version) {
    problems.push(`stale: shot ${entry.version}, its pages are now ${version}: ${RESHOOT}`)
  }
  const slugs = shots.pages.map((p) => p.slug)
  if (JSON.stringify(entry.pages) !== JSON.stringify(slugs)) {
    problems.push(`pages ${JSON.stringify(entry.pages)}, the site has ${JSON.stringify(slugs)}`)
  }
  const missingLanguages = SHOT_LANGUAGES.filter((l) => !entry.languages?.includes(l))
  if (missingLanguages.length > 0) problems.push(`not shot in ${missingLanguages.join(', ')}`)
  const folder = path.resolve('public', `.${shotFolder(template.id, entry.version)}`)
  const missing = SHOT_LANGUAGES.flatMap((language) => [
    ...SHOT_COVER_WIDTHS.map((w) => shotCoverFile(w, language)),
    shotOgFile(language),
    ...slugs.map((slug) => shotPageFile(slug, language)),
  ]).filter((file) => !fs.existsSync(path.join(folder, file)))
  if (missing.length > 0) {
    problems.push(
      `${missing.length} shot file(s) missing under public${SHOTS_PATH}/${template.id}/${entry.version}` +
        ` (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''})`,
    )
  }
  for (const failure of qualityFailures(entry.quality)) problems.push(`quality: ${failure}`)
  return problems
}

describe('the covers manifest (server/template-sites/cover-shots.json)', () => {
  it('has an entry for the seeded templates only', () => {
    const ids = new Set(seeded.map((t) => t.id))
    expect(Object.keys(manifest).filter((id) => !ids.has(id))).toEqual([])
  })

  it.each(seeded.map((t) => [t.id, t.title_en, t] as const))(
    '%s (%s): shot from its current pages in both languages, every file there, facts meeting the bar',
    (id, title, template) => {
      expect(problemsOf(template), `${id} ${title}`).toEqual([])
    },
  )
})
