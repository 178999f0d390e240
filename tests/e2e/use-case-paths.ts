// Spec §2 home and error-page use-case tiles, as the visitor's links (without locale prefix):
// Japanese shows corporation, portfolio, landing page and recruitment; English portfolio and
// landing page only. Written out here, not imported from src, so a wrong mapping fails.
export const USE_CASE_PATHS = {
  ja: [
    '/store/sitetype/business/corporate',
    '/store/sitetype/creative/portfolio',
    '/store/sitetype/marketing/lp',
    '/store/sitetype/business/careers',
  ],
  en: ['/store/sitetype/creative/portfolio', '/store/sitetype/marketing/lp'],
} as const
