// The store's icons in the head of every page it serves: the app's pages (page-head.ts), its own
// server pages (account-html.ts) and the template previews (preview.ts). An ICO for browsers
// without SVG icons (sized 32x32 so that Chromium prefers the SVG), the SVG, and the home-screen
// icon. The files and their addresses come from scripts/store-icons.ts.
import { STORE_ICONS } from './store-icons'

export type StoreIconLink = { rel: string; href: string; type?: string; sizes?: string }

export const STORE_ICON_LINKS: readonly StoreIconLink[] = [
  { rel: 'icon', href: STORE_ICONS.ico, sizes: '32x32' },
  { rel: 'icon', href: STORE_ICONS.svg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: STORE_ICONS.appleTouch },
]

/** The same links as HTML, for the pages the server writes by hand. */
export function storeIconLinksHtml(): string {
  return STORE_ICON_LINKS.map(
    (link) =>
      `<link rel="${link.rel}" href="${link.href}"${link.type ? ` type="${link.type}"` : ''}${link.sizes ? ` sizes="${link.sizes}"` : ''}>`,
  ).join('\n')
}
