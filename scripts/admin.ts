// `npm run admin -- grant|revoke|list [email]`: the one way to make an account an admin (issue
// 9); `price` and `template` correct the catalogue and tell running instances (issue 15). Works
// on the configured database: DATABASE_URL (PostgreSQL) or SQLite under DATA_DIR.
import { parseArgs } from 'node:util'
import { AdminCommandError, grantAdmin, listAdmins, revokeAdmin } from '#server/auth/admin'
import { CatalogueCommandError, correctTemplateTitle, setTierPrice } from '#server/catalogue-admin'
import { readConfig } from '#server/config'
import { openDatabase } from '#server/db/database'
import { migrateToLatest } from '#server/db/migrate'

const USAGE = `Usage:
  npm run admin -- grant <email>    give the account the admin role
  npm run admin -- revoke <email>   take the admin role away
  npm run admin -- list             accounts with the role or listed in ADMIN_EMAILS
  npm run admin -- price TIER_n --jpy N --usd N
                                    set a tier's price (yen; dollars, 2 decimals at most)
  npm run admin -- template <id> --title "…" [--lang en|ja]
                                    correct a template's title (English by default)

An account is an admin while its e-mail is confirmed, in ADMIN_EMAIL_DOMAIN, and it has the role
(or is listed in ADMIN_EMAILS).`

/** `price` and `template`: options after one positional argument. */
async function runCatalogueCommand(command: 'price' | 'template', args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      jpy: { type: 'string' },
      usd: { type: 'string' },
      title: { type: 'string' },
      lang: { type: 'string', default: 'en' },
    },
  })
  const [target, ...extra] = positionals
  const number = (text: string | undefined) => (text === undefined ? Number.NaN : Number(text))
  if (!target || extra.length > 0) throw new CatalogueCommandError(USAGE)
  const config = readConfig()
  const store = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(store)
    if (command === 'price') {
      if (values.jpy === undefined || values.usd === undefined) {
        throw new CatalogueCommandError(`"price" needs --jpy and --usd.\n\n${USAGE}`)
      }
      await setTierPrice(store.db, store.engine, {
        tier: target,
        jpy: number(values.jpy),
        usd: number(values.usd),
      })
      console.log(`${target}: ¥${values.jpy} / $${Number(values.usd).toFixed(2)}`)
    } else {
      if (values.title === undefined) {
        throw new CatalogueCommandError(`"template" needs --title.\n\n${USAGE}`)
      }
      if (values.lang !== 'en' && values.lang !== 'ja') {
        throw new CatalogueCommandError('--lang must be en or ja.')
      }
      await correctTemplateTitle(store.db, store.engine, {
        templateId: target,
        title: values.title,
        language: values.lang,
      })
      console.log(`${target}: ${values.lang} title is now "${values.title.trim()}"`)
    }
  } finally {
    await store.db.destroy()
  }
}

async function run(args: string[]): Promise<number> {
  if (args[0] === 'price' || args[0] === 'template') {
    try {
      await runCatalogueCommand(args[0], args.slice(1))
      return 0
    } catch (error) {
      if (
        error instanceof CatalogueCommandError ||
        (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      ) {
        console.error((error as Error).message)
        return error instanceof CatalogueCommandError ? 1 : 2
      }
      throw error
    }
  }
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
