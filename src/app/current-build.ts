/**
 * Written by scripts/vite-plugin-build-meta.ts at build time; 'dev' under the dev server and in
 * plain Node, where `import.meta.env` is undefined. The members stay spelled out in full because
 * the plugin's `define` replaces exactly that text. Client and server bundles of one build carry
 * the same id (scripts/build.mjs).
 */
export const CURRENT_BUILD = {
  id: String((import.meta.env ? import.meta.env.VITE_BUILD_ID : undefined) ?? 'dev'),
  timestamp: Number((import.meta.env ? import.meta.env.VITE_BUILD_TIMESTAMP : undefined) ?? 0),
}
