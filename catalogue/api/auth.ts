// /v2/auth/token: the one-time token exchanged for an access token, and logout.
import * as v from 'valibot'

/** Spec §7: this call answers `token` at the top level, not inside `data`. */
export const tokenResponse = v.strictObject({ token: v.string() })
export const revokedResponse = v.strictObject({
  data: v.strictObject({ revoked: v.literal(true) }),
})
