// Written by `npx tsx scripts/store-icons.ts`: do not edit. The store's icon set (CREDITS.md):
// each name carries a hash of its bytes, so the server caches them as immutable.
export const STORE_ICONS = {
  svg: '/icons/favicon-9aad3e3043.svg',
  ico: '/icons/favicon-bc77208aba.ico',
  appleTouch: '/icons/apple-touch-icon-dff5bf8eb9.png',
} as const
