// Cookie names both sides read: the browser app writes the token cookie, the server renders
// signed-in pages from it (and never stores those in its anonymous page cache).
export const TOKEN_COOKIE = 'store_token'
