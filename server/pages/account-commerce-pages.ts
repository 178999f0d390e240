import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Language } from '../../catalogue/enums'
import type { AppEnv } from '../app-env'
import { verifyCapability } from '../auth/signed-tokens'
import { changeFeedOf } from '../data-changes'
import { OrderConfirmError, confirmOrder, templateTitle } from '../routes/commerce'
import {
  escapeHtml,
  formatMoney,
  isSameOriginPost,
  pageLanguage,
  renderPage,
  storePath,
} from './account-html'

const TEXT = {
  en: {
    checkoutTitle: 'Checkout',
    testMode: 'TEST MODE — no payment is taken',
    template: 'Template',
    price: 'Price',
    order: 'Order',
    confirm: 'Confirm purchase',
    back: 'Back to the template',
    alreadyPaid: 'This order is already paid.',
    viewReceipt: 'View the receipt',
    receiptTitle: 'Receipt',
    date: 'Date',
    amount: 'Amount',
    currency: 'Currency',
    buyer: 'Billed to',
    status: 'Status',
    paid: 'Paid (test mode)',
    badLink: 'This link is invalid or has expired. Start again from the store.',
    notFound: 'The order does not exist.',
    notPaid: 'This order has not been paid, so there is no receipt yet.',
    badOrigin: 'This form must be sent from this site. Reload the page and try again.',
    alreadyOwned: 'You already own this template.',
    sandboxTitle: 'Editor sandbox',
    sandboxNote:
      'This is the editor sandbox stand-in: the website builder would open this template for editing here.',
    language: 'Language',
    sandboxSession: 'Session',
    verified: 'verified',
    anonymous: 'not signed (opened from a plain link)',
    templateNotFound: 'The template does not exist.',
  },
  ja: {
    checkoutTitle: 'お支払い',
    testMode: 'テストモード — 実際の支払いは発生しません (TEST MODE — no payment is taken)',
    template: 'テンプレート',
    price: '価格',
    order: '注文番号',
    confirm: '購入を確定する',
    back: 'テンプレートに戻る',
    alreadyPaid: 'この注文はお支払い済みです。',
    viewReceipt: '領収書を見る',
    receiptTitle: '領収書',
    date: '日付',
    amount: '金額',
    currency: '通貨',
    buyer: '請求先',
    status: 'ステータス',
    paid: '支払い済み (テストモード)',
    badLink: 'このリンクは無効か期限切れです。ストアからやり直してください。',
    notFound: '注文が見つかりません。',
    notPaid: 'この注文は未払いのため、領収書はまだありません。',
    badOrigin: 'このフォームはこのサイトから送信してください。ページを再読み込みしてください。',
    alreadyOwned: 'このテンプレートは購入済みです。',
    sandboxTitle: 'エディターサンドボックス',
    sandboxNote:
      'これはエディターサンドボックスの代替ページです。実際にはここでテンプレートの編集画面が開きます。',
    language: '言語',
    sandboxSession: 'セッション',
    verified: '確認済み',
    anonymous: '署名なし (通常のリンクから表示)',
    templateNotFound: 'テンプレートが見つかりません。',
  },
} as const

type Text = (typeof TEXT)[Language]

function messagePage(
  c: Context<AppEnv>,
  language: Language,
  status: 400 | 403 | 404 | 409,
  message: string,
) {
  return c.html(
    renderPage({
      title: `${status}`,
      language,
      body: `<h1>${status}</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${storePath('/store', language)}">Template Store</a></p>`,
    }),
    status,
  )
}

async function loadOrder(c: Context<AppEnv>, orderId: string) {
  return c.var.deps.db
    .selectFrom('orders')
    .innerJoin('templates', 'templates.id', 'orders.template_id')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select([
      'orders.id',
      'orders.account_id',
      'orders.template_id',
      'orders.amount',
      'orders.currency',
      'orders.status',
      'orders.created_at',
      'orders.paid_at',
      'templates.title_en',
      'templates.title_ja',
      'accounts.email',
      'accounts.language',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst()
}
type OrderView = NonNullable<Awaited<ReturnType<typeof loadOrder>>>

/** The capability in ?token= (or the form) must be for this very order and its buyer. */
async function authorizeOrder(
  c: Context<AppEnv>,
  kind: 'checkout' | 'receipt',
  token: string | undefined,
) {
  const orderId = c.req.param('order_id') ?? ''
  const { db, now } = c.var.deps
  const claims = await verifyCapability(db, token, kind, now())
  if (!claims || claims.subject !== orderId) return { error: 'badLink' as const }
  const order = await loadOrder(c, orderId)
  if (!order || order.account_id !== claims.accountId) return { error: 'notFound' as const }
  return { order }
}

/** An explicit ?lang= or locale cookie wins; otherwise the buyer's account language. */
function languageFor(c: Context<AppEnv>, order: OrderView): Language {
  const explicit = c.req.query('lang') ?? getCookie(c, 'store_locale')
  return explicit === 'en' || explicit === 'ja' ? explicit : order.language
}

function checkoutPage(order: OrderView, language: Language, token: string, t: Text): string {
  const title = templateTitle(order, language)
  const templateLink = storePath(
    `/store/templates/${encodeURIComponent(order.template_id)}`,
    language,
  )
  const paid = order.status === 'paid'
  return renderPage({
    title: `${t.checkoutTitle} — ${title}`,
    language,
    wide: true,
    body: `<p class="test-mode" role="note">${escapeHtml(t.testMode)}</p>
<h1>${t.checkoutTitle}</h1>
<dl>
<dt>${t.template}</dt><dd>${escapeHtml(title)}</dd>
<dt>${t.order}</dt><dd>${escapeHtml(order.id)}</dd>
<dt>${t.price}</dt><dd class="amount">${escapeHtml(formatMoney(order.amount, order.currency))}</dd>
</dl>
${
  paid
    ? `<p>${t.alreadyPaid}</p>`
    : `<form method="post" action="/checkout/${encodeURIComponent(order.id)}/confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${language}">
<button type="submit">${t.confirm}</button>
</form>`
}
<p><a href="${escapeHtml(templateLink)}">${t.back}</a></p>`,
  })
}

function receiptPage(order: OrderView, language: Language, t: Text): string {
  const title = templateTitle(order, language)
  const paidAt = order.paid_at ?? order.created_at
  return renderPage({
    title: `${t.receiptTitle} ${order.id}`,
    language,
    wide: true,
    body: `<h1>${t.receiptTitle}</h1>
<p class="note">Template Store — ${escapeHtml(t.paid)}</p>
<dl>
<dt>${t.order}</dt><dd>${escapeHtml(order.id)}</dd>
<dt>${t.date}</dt><dd><time datetime="${escapeHtml(paidAt)}">${escapeHtml(paidAt.slice(0, 10))}</time></dd>
<dt>${t.template}</dt><dd>${escapeHtml(title)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(formatMoney(order.amount, order.currency))}</dd>
<dt>${t.currency}</dt><dd>${escapeHtml(order.currency.toUpperCase())}</dd>
<dt>${t.buyer}</dt><dd>${escapeHtml(order.email)}</dd>
<dt>${t.status}</dt><dd>${escapeHtml(t.paid)}</dd>
</dl>`,
  })
}

export function registerCommercePages(app: Hono<AppEnv>): void {
  app.get('/checkout/:order_id', async (c) => {
    const token = c.req.query('token')
    const result = await authorizeOrder(c, 'checkout', token)
    const fallback = pageLanguage(c)
    if ('error' in result) {
      return messagePage(
        c,
        fallback,
        result.error === 'badLink' ? 403 : 404,
        TEXT[fallback][result.error!],
      )
    }
    const language = languageFor(c, result.order)
    c.header('Cache-Control', 'no-store')
    return c.html(checkoutPage(result.order, language, token ?? '', TEXT[language]))
  })

  app.post('/checkout/:order_id/confirm', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : undefined
    const language: Language =
      form.lang === 'ja' ? 'ja' : form.lang === 'en' ? 'en' : pageLanguage(c)
    const t = TEXT[language]
    if (!isSameOriginPost(c)) return messagePage(c, language, 403, t.badOrigin)
    const result = await authorizeOrder(c, 'checkout', token)
    if ('error' in result)
      return messagePage(c, language, result.error === 'badLink' ? 403 : 404, t[result.error!])
    try {
      const { templateId, alreadyPaid } = await confirmOrder(
        c.var.deps.db,
        result.order.id,
        c.var.deps.now(),
      )
      // Purchase counts and times order listings; cached orders must not outlive them.
      if (!alreadyPaid) {
        changeFeedOf(c.var.deps.db).publish({ kind: 'purchases', templateIds: [templateId] })
      }
      const target = storePath(`/store/templates/${encodeURIComponent(templateId)}`, language)
      // 303: the browser follows with a GET, so reloading the template page never re-posts.
      return c.redirect(`${target}?purchased=1`, 303)
    } catch (error) {
      if (error instanceof OrderConfirmError) {
        return messagePage(
          c,
          language,
          error.reason === 'not_found' ? 404 : 409,
          error.reason === 'not_found' ? t.notFound : t.alreadyOwned,
        )
      }
      throw error
    }
  })

  app.get('/receipts/:order_id', async (c) => {
    const result = await authorizeOrder(c, 'receipt', c.req.query('token'))
    const fallback = pageLanguage(c)
    if ('error' in result) {
      return messagePage(
        c,
        fallback,
        result.error === 'badLink' ? 403 : 404,
        TEXT[fallback][result.error!],
      )
    }
    const language = languageFor(c, result.order)
    if (result.order.status !== 'paid') return messagePage(c, language, 404, TEXT[language].notPaid)
    c.header('Cache-Control', 'private, no-store')
    return c.html(receiptPage(result.order, language, TEXT[language]))
  })

  app.get('/studio/s/:template_id', async (c) => {
    const language = pageLanguage(c)
    const t = TEXT[language]
    const templateId = c.req.param('template_id')
    const { db, now } = c.var.deps
    const template = await db
      .selectFrom('templates')
      .select(['id', 'title_en', 'title_ja'])
      .where('id', '=', templateId)
      .executeTakeFirst()
    if (!template) return messagePage(c, language, 404, t.templateNotFound)
    const token = c.req.query('token')
    let session: string = t.anonymous
    if (token) {
      const claims = await verifyCapability(db, token, 'sandbox', now())
      if (!claims || claims.subject !== template.id) return messagePage(c, language, 403, t.badLink)
      session = t.verified
    }
    const currencyParam = c.req.query('currency')
    const currency =
      currencyParam === 'jpy' || currencyParam === 'usd'
        ? currencyParam
        : language === 'ja'
          ? 'jpy'
          : 'usd'
    return c.html(
      renderPage({
        title: `${t.sandboxTitle} — ${templateTitle(template, language)}`,
        language,
        wide: true,
        body: `<p class="test-mode" role="note">${escapeHtml(t.sandboxTitle)}</p>
<h1>${escapeHtml(templateTitle(template, language))}</h1>
<p>${escapeHtml(t.sandboxNote)}</p>
<dl>
<dt>${t.template}</dt><dd>${escapeHtml(template.id)}</dd>
<dt>${t.language}</dt><dd>${language}</dd>
<dt>${t.currency}</dt><dd>${currency.toUpperCase()}</dd>
<dt>${t.sandboxSession}</dt><dd>${escapeHtml(session)}</dd>
</dl>
<p><a href="${storePath(`/store/templates/${encodeURIComponent(template.id)}`, language)}">${t.back}</a></p>`,
      }),
    )
  })
}
