// The runtime configuration the server hands the browser app (`<script id="store-config">` in
// every page, and each server render): declared once here, read from the environment by
// server/config.ts and by the app through src/lib/store-config.ts.

export type StoreConfig = {
  studioAppUrl: string
  previewBaseUrl: string
  templateRequestFormUrl: string
  /** The designer program's application (review page CTA); a local path gets a stand-in page. */
  designerProgramUrl: string
  /** The affiliate program's sign-up (affiliate page CTA); a local path gets a stand-in page. */
  affiliateProgramUrl: string
  /** Tag-manager container (spec §5); empty when analytics is off. */
  analyticsContainerId: string
  /** Scheme + host visitors use (PUBLIC_URL or the request's); '' means this page's origin. */
  siteOrigin: string
}

/**
 * The defaults (team brief): what the server uses when the environment names nothing, and what a
 * page served without the injected config falls back to, so it still links somewhere real.
 */
export const DEFAULT_STORE_CONFIG: StoreConfig = {
  studioAppUrl: '/studio',
  previewBaseUrl: '/preview',
  templateRequestFormUrl: 'https://forms.gle/template-request',
  designerProgramUrl: '/partners/designers',
  affiliateProgramUrl: '/partners/affiliates',
  analyticsContainerId: '',
  siteOrigin: '',
}
