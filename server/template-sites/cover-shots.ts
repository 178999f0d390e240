// Which templates have covers shot from their pages (public/covers/shots, `npm run covers`):
// the manifest the script writes, read once. A template in it gets its shot cover's URL; any
// other keeps the generated SVG (server/covers.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { coverSvgPath } from '../../catalogue/cover-paths'
import { shotCoverFile, shotFolder } from '../../catalogue/cover-shots'

export type ShotManifest = Record<string, { version: string; pages: string[] }>

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

/** The cover an API answer names: the 800-wide shot when there is one, else the SVG. */
export function coverUrlOf(templateId: string): string {
  const shots = shotManifest()[templateId]
  return shots
    ? `${shotFolder(templateId, shots.version)}/${shotCoverFile(800)}`
    : coverSvgPath(templateId)
}
