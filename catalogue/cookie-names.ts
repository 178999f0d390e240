// Cookie names both sides read: the browser app writes the token cookie, the server renders
// signed-in pages from it (and never stores those in its anonymous page cache).
export const TOKEN_COOKIE = 'store_token'
/** Spec §9: the visit's campaign, for the studio app (catalogue/campaign.ts). */
export const CAMPAIGN_COOKIE = '_studio_utm'
