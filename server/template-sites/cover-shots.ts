// Which templates have covers shot from their pages (public/covers/shots, `npm run covers`) and
// what their pages measured: the manifest the script writes, read once. A template in it gets its
// shot cover's URL in the language asked for (English when it was shot in English only) and its
// quality facts; any other keeps the generated SVG (server/covers.ts) and no facts.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { coverSvgPath } from '#catalogue/cover-paths'
import { shotCoverFile, shotFolder } from '#catalogue/cover-shots'
import type { Language } from '#catalogue/enums'
import type { TemplateQuality } from '#catalogue/template-quality'

export type ShotEntry = {
  /** Names the folder: a hash of every page in every shot language (shot-version.ts). */
  version: string
  /** The site's page slugs, '' for the home page. */
  pages: string[]
  /** The languages shot into the folder. */
  languages: Language[]
  /** Measured while shooting; null until a template's pages have been measured. */
  quality: TemplateQuality | null
}

export type ShotManifest = Record<string, ShotEntry>

export const SHOT_MANIFEST_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'cover-shots.json',
)

let manifest: ShotManifest | undefined

export function shotManifest(): ShotManifest {
  if (!manifest) {
    try {
      manifest = JSON.parse(fs.readFileSync(SHOT_MANIFEST_PATH, 'utf8')) as ShotManifest
    } catch {
      manifest = {}
    }
  }
  return manifest
}

/**
 * The cover an API answer names: the 800-wide shot in `language` when there is one (in English
 * when only that was shot), else the SVG.
 */
export function coverUrlOf(templateId: string, language: Language): string {
  const shots = shotManifest()[templateId]
  if (!shots) return coverSvgPath(templateId)
  const shotLanguage = shots.languages?.includes(language) ? language : 'en'
  return `${shotFolder(templateId, shots.version)}/${shotCoverFile(800, shotLanguage)}`
}
