// The built store's CSS module class names: the class and a short hash of its stylesheet's path
// (`coverLink_3f9a2`) instead of Vite's `_coverLink_1s7io_37`. Each name is written twice, in the
// stylesheet and in the script that maps it, and the maps ship in the app's first load; the line
// number Vite adds is what gzip cannot shorten (issue 29: 0.3–0.4 kB gzip of each page's
// JavaScript, 0.6 kB of the stylesheet). The class stays readable and matches the map's key,
// which gzip then writes as a back-reference. The path is the one from the project's root, so the
// browser and the server render bundles, built separately, name every class alike, on any
// machine. Development keeps Vite's names.
import { createHash } from 'node:crypto'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const HASH_LENGTH = 5

/** `generateScopedName` for `css.modules`: fails the build on the (unlikely) collision. */
export function shortCssModuleNames(): (local: string, file: string) => string {
  const owners = new Map<string, string>()
  return (local, file) => {
    const source = path.relative(ROOT, file.split('?')[0] ?? file)
    const hash = createHash('sha256').update(source).digest('hex').slice(0, HASH_LENGTH)
    const name = `${local}_${hash}`
    const owner = owners.get(name)
    if (owner !== undefined && owner !== source) {
      throw new Error(`${owner} and ${source} name a class ${name} alike: lengthen the hash`)
    }
    owners.set(name, source)
    return name
  }
}
