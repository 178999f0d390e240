import type { Hono } from 'hono'
import { sql, type Kysely } from 'kysely'
import {
  DESIGNER_SEARCH_LIMIT,
  designerMessageBody,
  designerMessageResponse,
  designerParams,
  designerQuery,
  designerResponse,
  designerSearchBody,
  designerSearchResponse,
} from '#catalogue/api/designers'
import { limitRule } from '#catalogue/api/fields'
import type { DesignerMessageRequest } from '#catalogue/api-contract'
import type { AppEnv } from '../app-env'
import type { Database } from '../db/schema'
import { newId } from '../auth/accounts'
import { clientIp } from '../auth/client-ip'
import { notFound, parseJsonBody, parseParams, parseQuery, toWire, tooManyRequests } from '../http'
import { writeTransaction } from '../db/write-transaction'
import { describeRoute } from '../openapi'
import { phraseBoundaries } from '../phrases'
import { searchTemplates } from '../search/search-templates'

const TAGS = ['designers']
/** A designer page lists their templates; no designer has more, and it bounds the answer. */
const DESIGNER_TEMPLATES_LIMIT = 100
export const MESSAGE_LIMIT = 5
export const MESSAGE_WINDOW_MS = 10 * 60 * 1000

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** What sending a designer message answers: sent, or when the sender may send again. */
export type DesignerMessageOutcome = { messageId: string; sentAt: string } | { retryAfter: number }

/**
 * Stores a visitor's message to a designer (and mails the designer's account, if any), at most
 * MESSAGE_LIMIT per sender address and designer in MESSAGE_WINDOW_MS. The API and the designer
 * page's form posted without JavaScript both send through here. Null: no such designer.
 */
export async function storeDesignerMessage(
  db: Kysely<Database>,
  designerId: string,
  message: DesignerMessageRequest,
  ip: string,
  at: Date,
): Promise<DesignerMessageOutcome | null> {
  const designer = await db
    .selectFrom('designers')
    .leftJoin('designer_accounts', 'designer_accounts.designer_id', 'designers.id')
    .leftJoin('accounts', 'accounts.id', 'designer_accounts.account_id')
    .select(['designers.id', 'designers.name_en', 'accounts.email as account_email'])
    .where('designers.id', '=', designerId)
    .executeTakeFirst()
  if (!designer) return null

  const windowStart = new Date(at.getTime() - MESSAGE_WINDOW_MS).toISOString()
  const messageId = newId('msg')
  const sentAt = at.toISOString()
  // Counted and stored in one locked step: counted first and stored after, parallel posts all
  // saw the same count (issue 26: 92-99 of 100 accepted on PostgreSQL).
  return writeTransaction(
    db,
    async (trx): Promise<DesignerMessageOutcome> => {
      const recent = await trx
        .selectFrom('designer_messages')
        .select(['created_at'])
        .where('client_ip', '=', ip)
        .where('designer_id', '=', designer.id)
        .where('created_at', '>', windowStart)
        .orderBy('created_at')
        .execute()
      if (recent.length >= MESSAGE_LIMIT) {
        // The oldest message in the window leaves it first; that is when one more is allowed.
        const freeAt = new Date(recent[0]!.created_at).getTime() + MESSAGE_WINDOW_MS
        return { retryAfter: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)) }
      }
      await trx
        .insertInto('designer_messages')
        .values({
          id: messageId,
          designer_id: designer.id,
          name: message.name,
          email: message.email,
          body: message.body,
          language: message.language,
          client_ip: ip,
          created_at: sentAt,
        })
        .execute()
      if (designer.account_email) {
        await trx
          .insertInto('mail_outbox')
          .values({
            id: newId('mail'),
            to_email: designer.account_email,
            subject:
              message.language === 'JP'
                ? `${message.name}様からメッセージが届きました`
                : `New message from ${message.name}`,
            body: `${message.name} <${message.email}>\n\n${message.body}`,
            created_at: sentAt,
          })
          .execute()
      }
      return { messageId, sentAt }
    },
    `designer-message ${ip} ${designer.id}`,
  )
}

export function registerDesignerRoutes(app: Hono<AppEnv>): void {
  describeRoute({
    method: 'post',
    path: '/v2/store/designers/search',
    summary: `Search designers by name or bio (limit ≤ ${DESIGNER_SEARCH_LIMIT})`,
    description: `${limitRule(DESIGNER_SEARCH_LIMIT)} Unknown body keys are refused (400).`,
    tags: TAGS,
    auth: false,
    body: designerSearchBody,
    response: designerSearchResponse,
  })
  app.post('/v2/store/designers/search', async (c) => {
    const body = await parseJsonBody(c, designerSearchBody)
    const { db } = c.var.deps
    const words = (body.query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
    let base = db.selectFrom('designers')
    for (const word of words) {
      const pattern = `%${escapeLike(word)}%`
      base = base.where((eb) =>
        eb.or(
          ['name_en', 'name_ja', 'bio_en', 'bio_ja'].map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      )
    }
    const [rows, total] = await Promise.all([
      base
        .select((eb) => [
          'designers.id',
          'designers.name_en',
          'designers.name_ja',
          'designers.bio_en',
          'designers.bio_ja',
          'designers.avatar_url',
          'designers.country',
          eb
            .selectFrom('templates')
            .select((sub) => sub.fn.countAll<number | string>().as('n'))
            .whereRef('templates.designer_id', '=', 'designers.id')
            .as('template_count'),
        ])
        .orderBy('designers.name_en')
        .orderBy('designers.id')
        .limit(body.limit)
        .offset(body.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ])
    const ja = body.language === 'ja'
    const designers = rows.map((r) => {
      const name = ja ? r.name_ja : r.name_en
      const bio = ja ? r.bio_ja : r.bio_en
      return {
        designerId: r.id,
        name,
        bio,
        avatarUrl: r.avatar_url,
        country: r.country,
        templateCount: Number(r.template_count ?? 0),
        ...phraseBoundaries(body.language, { name, bio }),
      }
    })
    return c.json({ data: toWire({ designers, meta: { totalCount: Number(total.count) } }) })
  })

  describeRoute({
    method: 'get',
    path: '/v2/store/designers/:designer_id',
    summary: 'A designer with bio and their templates (ranking order)',
    tags: TAGS,
    auth: 'optional',
    params: designerParams,
    query: designerQuery,
    response: designerResponse,
    errors: [404],
  })
  app.get('/v2/store/designers/:designer_id', async (c) => {
    const { designer_id: designerId } = parseParams(c, designerParams)
    const { language } = parseQuery(c, designerQuery)
    const deps = c.var.deps
    const designer = await deps.db
      .selectFrom('designers')
      .selectAll()
      .where('id', '=', designerId)
      .executeTakeFirst()
    if (!designer) throw notFound(`Designer ${designerId} was not found`)
    // The same list items as every listing, so like flags and counts agree with the store.
    const { templates } = await searchTemplates(deps, {
      limit: DESIGNER_TEMPLATES_LIMIT,
      offset: 0,
      orderBy: 'ranking',
      language,
      filters: { designerId },
      account: c.var.account,
    })
    const ja = language === 'ja'
    const name = ja ? designer.name_ja : designer.name_en
    const bio = ja ? designer.bio_ja : designer.bio_en
    return c.json({
      data: {
        designer_id: designer.id,
        name,
        bio,
        avatar_url: designer.avatar_url,
        country: designer.country,
        ...phraseBoundaries(language, { name, bio }),
        templates,
      },
    })
  })

  describeRoute({
    method: 'post',
    path: '/v2/store/designers/:designer_id/message',
    summary: `Send a message to a designer (at most ${MESSAGE_LIMIT} per sender and designer in 10 minutes)`,
    tags: TAGS,
    auth: false,
    params: designerParams,
    body: designerMessageBody,
    response: designerMessageResponse,
    status: 201,
    errors: [404, 429],
  })
  app.post('/v2/store/designers/:designer_id/message', async (c) => {
    const { designer_id: designerId } = parseParams(c, designerParams)
    const body = await parseJsonBody(c, designerMessageBody)
    const { db, now } = c.var.deps
    const outcome = await storeDesignerMessage(db, designerId, body, clientIp(c), now())
    if (!outcome) throw notFound(`Designer ${designerId} was not found`)
    if ('retryAfter' in outcome) {
      c.header('Retry-After', String(outcome.retryAfter))
      throw tooManyRequests()
    }
    const { messageId, sentAt } = outcome
    return c.json({ data: { message_id: messageId, sent_at: sentAt } }, 201)
  })
}
