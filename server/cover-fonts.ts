// Fonts for the PNG covers. resvg reads its fonts anew for every render, and scanning every
// system font costs 100–600 ms per cover; the covers need one sans-serif and one serif face, so
// their files are looked up once per process and only those are loaded. A host with none of the
// known faces falls back to the full system scan (slow, but the text still shows).
import { readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export type CoverFontOptions = {
  loadSystemFonts: boolean
  fontFiles?: string[]
  /** Where no named face matches; resvg 2.6 ignores its generic-family settings. */
  defaultFontFamily?: string
}

/** Where Linux, macOS and Windows keep fonts. */
const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  path.join(os.homedir(), '.fonts'),
  path.join(os.homedir(), '.local/share/fonts'),
  '/Library/Fonts',
  '/System/Library/Fonts',
  'C:\\Windows\\Fonts',
]

/** Faces the covers' font stacks name or resemble, best first; file names as distributed. */
export const COVER_FONT_FACES: { role: 'sans' | 'serif'; family: string; files: string[] }[] = [
  {
    role: 'sans',
    family: 'Liberation Sans',
    files: ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'],
  },
  {
    role: 'sans',
    family: 'Arial',
    files: ['Arial.ttf', 'Arial Bold.ttf', 'arial.ttf', 'arialbd.ttf'],
  },
  { role: 'sans', family: 'DejaVu Sans', files: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] },
  { role: 'serif', family: 'Liberation Serif', files: ['LiberationSerif-Regular.ttf'] },
  { role: 'serif', family: 'Georgia', files: ['Georgia.ttf', 'georgia.ttf'] },
  { role: 'serif', family: 'DejaVu Serif', files: ['DejaVuSerif.ttf'] },
]

/** The faces to load, given the font files present (file name → path). */
export function pickCoverFonts(present: ReadonlyMap<string, string>): CoverFontOptions {
  const pick = (role: 'sans' | 'serif') => {
    for (const face of COVER_FONT_FACES) {
      if (face.role !== role) continue
      const files = face.files.flatMap((file) => present.get(file) ?? [])
      if (files.length > 0) return { family: face.family, files }
    }
    return undefined
  }
  const sans = pick('sans')
  if (!sans) return { loadSystemFonts: true }
  const serif = pick('serif')
  // The covers' font stacks name these faces (server/covers.ts); without a serif face, serif
  // text is set in the sans one rather than left out.
  return {
    loadSystemFonts: false,
    fontFiles: [...sans.files, ...(serif?.files ?? [])],
    defaultFontFamily: sans.family,
  }
}

async function presentFontFiles(dirs: readonly string[]): Promise<Map<string, string>> {
  const present = new Map<string, string>()
  for (const dir of dirs) {
    let entries: string[]
    try {
      entries = await readdir(dir, { recursive: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      const name = path.basename(entry)
      if (/\.(ttf|otf|ttc)$/i.test(name) && !present.has(name)) {
        present.set(name, path.join(dir, entry))
      }
    }
  }
  return present
}

let lookup: Promise<CoverFontOptions> | undefined

/** The font options for covers, looked up on first use and kept for the process. */
export function coverFontOptions(): Promise<CoverFontOptions> {
  lookup ??= presentFontFiles(FONT_DIRS).then(pickCoverFonts, () => ({ loadSystemFonts: true }))
  return lookup
}
