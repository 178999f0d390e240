// The Kysely database type: the store tables (templates, likes, …) and the account tables
// (accounts, tokens, orders, …) live in their own modules, each with its own migration.
import type { AccountTables } from './schema-accounts'
import type { StoreTables } from './schema-store'

export type Database = StoreTables & AccountTables
