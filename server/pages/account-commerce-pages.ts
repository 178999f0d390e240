import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import { checkoutTemplateParams } from '#catalogue/api/commerce'
import { PURCHASE_TEMPLATE_KEY, PURCHASED_KEY } from '#catalogue/app-start'
import type { Language } from '#catalogue/enums'
import {
  SITE_LANG_KEY,
  personalQueryPairs,
  readCarriedPersonalisation,
  withPersonalQuery,
  type Personalisation,
} from '#catalogue/personalise'
import { formatDate } from '#i18n/formatters'
import { getTranslator } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import { accountOfCookie } from '../auth/middleware'
import { verifyCapability } from '../auth/signed-tokens'
import { changeFeedOf } from '../data-changes'
import {
  OrderConfirmError,
  confirmOrder,
  orderAmount,
  receiptUrl,
  startCheckout,
  templateTitle,
  type CouponRefusal,
} from '../routes/commerce'
import { ApiError } from '../http'
import {
  escapeHtml,
  formatMoney,
  isSameOriginPost,
  pageLanguage,
  renderPage,
  storePath,
  withQueryParam,
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
    confirmedTitle: 'Purchase confirmed',
    toTemplate: 'Go to the template',
    couponNotApplied: (coupon: CouponRefusal, price: string) =>
      coupon.reason === 'used'
        ? `The coupon ${coupon.code} was already used on another order, so the full price, ${price}, was charged.`
        : `The coupon ${coupon.code} expired before payment, so the full price, ${price}, was charged.`,
    couponWillNotApply: (coupon: CouponRefusal, price: string) =>
      coupon.reason === 'used'
        ? `The coupon ${coupon.code} was already used on another order: confirming charges the full price, ${price}.`
        : `The coupon ${coupon.code} has expired: confirming charges the full price, ${price}.`,
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
    confirmedTitle: '購入が確定しました',
    toTemplate: 'テンプレートへ',
    couponNotApplied: (coupon: CouponRefusal, price: string) =>
      coupon.reason === 'used'
        ? `クーポン ${coupon.code} は別の注文で使用済みのため、定価 ${price} をお支払いいただきました。`
        : `クーポン ${coupon.code} はお支払い前に有効期限が切れたため、定価 ${price} をお支払いいただきました。`,
    couponWillNotApply: (coupon: CouponRefusal, price: string) =>
      coupon.reason === 'used'
        ? `クーポン ${coupon.code} は別の注文で使用済みです。確定すると定価 ${price} のお支払いになります。`
        : `クーポン ${coupon.code} は有効期限が切れています。確定すると定価 ${price} のお支払いになります。`,
  },
} as const

type Text = (typeof TEXT)[Language]

/** A refused store form (another site's post, an unknown template), in the page's language. */
export function formRefusalPage(
  c: Context<AppEnv>,
  language: Language,
  status: 403 | 404,
  reason: 'badOrigin' | 'templateNotFound',
) {
  return messagePage(c, language, status, TEXT[language][reason])
}

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
<p><a href="${storePath('/store', language)}">${escapeHtml(getTranslator(language).store.name())}</a></p>`,
    }),
    status,
  )
}

async function loadOrder(c: Context<AppEnv>, orderId: string) {
  return c.var.deps.db
    .selectFrom('orders')
    .innerJoin('templates', 'templates.id', 'orders.template_id')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .select([
      'orders.id',
      'orders.account_id',
      'orders.template_id',
      'orders.tier',
      'orders.amount',
      'orders.currency',
      'orders.status',
      'orders.created_at',
      'orders.paid_at',
      'templates.title_en',
      'templates.title_ja',
      'accounts.email',
      'accounts.language',
      'coupons.code as coupon_code',
      'coupons.used_at as coupon_used_at',
      'coupons.expires_at as coupon_expires_at',
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

/** A pending order's coupon that payment would no longer redeem, with the price it would charge. */
async function couponThatWillNotApply(
  c: Context<AppEnv>,
  order: OrderView,
): Promise<{ coupon: CouponRefusal; fullAmount: number } | null> {
  if (order.status !== 'pending' || !order.coupon_code) return null
  const now = c.var.deps.now().toISOString()
  const expired = order.coupon_expires_at !== null && order.coupon_expires_at <= now
  if (!order.coupon_used_at && !expired) return null
  const currency = order.currency === 'jpy' ? 'jpy' : 'usd'
  return {
    coupon: { code: order.coupon_code, reason: order.coupon_used_at ? 'used' : 'expired' },
    fullAmount: await orderAmount(c.var.deps.db, order.tier, currency, 0),
  }
}

/** The template's page in the store, with the buyer's choices (issue 31) when there are some. */
function templatePagePath(templateId: string, language: Language, personal: Personalisation) {
  return withPersonalQuery(
    storePath(`/store/templates/${encodeURIComponent(templateId)}`, language),
    personal,
    'lang',
  )
}

/** The choices as the confirm form's hidden fields: payment brings them back to the template. */
function personalInputs(personal: Personalisation): string {
  return personalQueryPairs(personal, SITE_LANG_KEY)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n')
}

function checkoutPage(
  order: OrderView,
  language: Language,
  token: string,
  t: Text,
  lostCoupon: Awaited<ReturnType<typeof couponThatWillNotApply>>,
  personal: Personalisation,
): string {
  const title = templateTitle(order, language)
  const price = formatMoney(lostCoupon?.fullAmount ?? order.amount, order.currency)
  const templateLink = templatePagePath(order.template_id, language, personal)
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
<dt>${t.price}</dt><dd class="amount">${escapeHtml(price)}</dd>
</dl>
${lostCoupon ? `<p class="notice" role="alert">${escapeHtml(t.couponWillNotApply(lostCoupon.coupon, price))}</p>` : ''}
${
  paid
    ? `<p>${t.alreadyPaid}</p>`
    : `<form method="post" action="/checkout/${encodeURIComponent(order.id)}/confirm">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${language}">
${personalInputs(personal)}
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
<p class="note">${escapeHtml(getTranslator(language).store.name())} — ${escapeHtml(t.paid)}</p>
<dl>
<dt>${t.order}</dt><dd>${escapeHtml(order.id)}</dd>
<dt>${t.date}</dt><dd><time datetime="${escapeHtml(paidAt)}">${escapeHtml(formatDate(language, paidAt))}</time></dd>
<dt>${t.template}</dt><dd>${escapeHtml(title)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(formatMoney(order.amount, order.currency))}</dd>
<dt>${t.currency}</dt><dd>${escapeHtml(order.currency.toUpperCase())}</dd>
<dt>${t.buyer}</dt><dd>${escapeHtml(order.email)}</dd>
<dt>${t.status}</dt><dd>${escapeHtml(t.paid)}</dd>
</dl>`,
  })
}

export function registerCommercePages(app: Hono<AppEnv>): void {
  // The detail page's Purchase form, for a press the app does not take (no JavaScript, or not
  // started yet): a signed-in visitor (the app's token cookie) goes to the checkout page, a
  // signed-out one to sign-in, which comes back with the purchase key for the app to resume.
  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const language: Language =
      form.lang === 'ja' ? 'ja' : form.lang === 'en' ? 'en' : pageLanguage(c)
    const t = TEXT[language]
    if (!isSameOriginPost(c)) return messagePage(c, language, 403, t.badOrigin)
    const templateId = typeof form.template_id === 'string' ? form.template_id : ''
    if (!v.is(checkoutTemplateParams, { template_id: templateId })) {
      return messagePage(c, language, 404, t.templateNotFound)
    }
    // The page's choices (issue 31) ride along; a refused one is dropped, as the page drops it.
    const personal = readCarriedPersonalisation(form).choices
    const templatePage = templatePagePath(templateId, language, personal)
    c.header('Cache-Control', 'no-store')
    const account = await accountOfCookie(c)
    if (!account) {
      const back = withQueryParam(templatePage, PURCHASE_TEMPLATE_KEY, '1')
      const query = new URLSearchParams({ redirect: back, lang: language })
      return c.redirect(`/auth/sign-in?${query}`, 303)
    }
    const { db, now } = c.var.deps
    try {
      const checkout = await startCheckout(db, {
        accountId: account.id,
        templateId,
        personalise: personal,
        now: now(),
      })
      // 303: the browser follows with a GET, so going back never posts the form again.
      return c.redirect(withQueryParam(checkout.checkoutUrl, 'lang', language), 303)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 409) return messagePage(c, language, 409, t.alreadyOwned)
      // A free template has no checkout: its page offers what it has.
      if (error.status === 400) return c.redirect(templatePage, 303)
      return messagePage(c, language, 404, t.templateNotFound)
    }
  })

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
    const lostCoupon = await couponThatWillNotApply(c, result.order)
    c.header('Cache-Control', 'no-store')
    const personal = readCarriedPersonalisation(c.req.query()).choices
    return c.html(
      checkoutPage(result.order, language, token ?? '', TEXT[language], lostCoupon, personal),
    )
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
    const { db, now } = c.var.deps
    try {
      const confirmed = await confirmOrder(db, result.order.id, now())
      const { templateId } = confirmed
      // Purchase counts and times order listings; cached orders must not outlive them.
      if (!confirmed.alreadyPaid) {
        changeFeedOf(db).publish({ kind: 'purchases', templateIds: [templateId] })
      }
      // Back to the template with what the buyer chose there, so its editor link starts from it.
      const target = withQueryParam(
        templatePagePath(templateId, language, readCarriedPersonalisation(form).choices),
        PURCHASED_KEY,
        '1',
      )
      if (confirmed.couponRefused) {
        // Charged more than the checkout showed: the buyer reads why before going anywhere.
        const receipt = await receiptUrl(db, result.order.id, confirmed.accountId, now())
        const price = formatMoney(confirmed.amount, confirmed.currency)
        c.header('Cache-Control', 'no-store')
        return c.html(
          renderPage({
            title: t.confirmedTitle,
            language,
            body: `<h1>${t.confirmedTitle}</h1>
<p class="notice" role="alert">${escapeHtml(t.couponNotApplied(confirmed.couponRefused, price))}</p>
<p><a href="${escapeHtml(receipt.url)}">${t.viewReceipt}</a></p>
<p><a href="${escapeHtml(target)}">${t.toTemplate}</a></p>`,
          }),
        )
      }
      // 303: the browser follows with a GET, so reloading the template page never re-posts.
      return c.redirect(target, 303)
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
