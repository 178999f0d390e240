// The store's own Latin face (Inter, variable weight, Latin subset, SIL OFL: public/fonts/), so
// the look does not depend on what the visitor has installed; Japanese text keeps the system's
// Japanese faces (styles/_tokens.scss). The version is in the name, so the file is cached forever.
export const LATIN_FONT_URL = '/fonts/inter-latin-wght-5.3.0.woff2'
