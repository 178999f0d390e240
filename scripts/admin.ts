// `npm run admin -- grant|revoke|list [email]`: the one way to make an account an admin (issue
// 9). Works on the configured database: DATABASE_URL (PostgreSQL) or SQLite under DATA_DIR.
import { AdminCommandError, grantAdmin, listAdmins, revokeAdmin } from '../server/auth/admin'
import { readConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'

const USAGE = `Usage:
  npm run admin -- grant <email>    give the account the admin role
  npm run admin -- revoke <email>   take the admin role away
  npm run admin -- list             accounts with the role or listed in ADMIN_EMAILS

An account is an admin while its e-mail is confirmed, in ADMIN_EMAIL_DOMAIN, and it has the role
(or is listed in ADMIN_EMAILS).`

async function run(args: string[]): Promise<number> {
  const [command, email, ...extra] = args
  const needsEmail = command === 'grant' || command === 'revoke'
  if (!command || !['grant', 'revoke', 'list'].includes(command) || extra.length > 0) {
    console.error(USAGE)
    return 2
  }
  if (needsEmail !== (email !== undefined)) {
    console.error(needsEmail ? `"${command}" needs an e-mail address.\n\n${USAGE}` : USAGE)
    return 2
  }
  const config = readConfig()
  const store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(store)
    const now = new Date()
    if (command === 'list') {
      const admins = await listAdmins(store.db, config)
      if (admins.length === 0) console.log('No admins.')
      for (const a of admins) {
        const state = a.effective
          ? 'admin'
          : a.emailConfirmed
            ? 'not in effect'
            : 'not in effect: e-mail not confirmed'
        console.log(`${a.email}\t${a.source}\t${state}`)
      }
      return 0
    }
    const result =
      command === 'grant'
        ? await grantAdmin(store.db, email!, config, now)
        : await revokeAdmin(store.db, email!, config, now)
    if (result.changed) {
      console.log(`${command === 'grant' ? 'Granted' : 'Revoked'} admin: ${result.email}`)
    }
    for (const note of result.notes) console.log(note)
    return 0
  } catch (error) {
    if (error instanceof AdminCommandError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await store.db.destroy()
  }
}

process.exitCode = await run(process.argv.slice(2))
