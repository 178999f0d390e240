// /v2/auth/token: the one-time token exchanged for an access token, and logout.
import { z } from 'zod'

/** Spec §7: this call answers `token` at the top level, not inside `data`. */
export const tokenResponse = z.strictObject({ token: z.string() })
export const revokedResponse = z.strictObject({
  data: z.strictObject({ revoked: z.literal(true) }),
})
