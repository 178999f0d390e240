// Stand-ins for the partner programs the store links to: the template designer application
// ("Start designing templates" on the review page) and the affiliate sign-up ("Join the
// affiliate program"). A real store configures both as external URLs (DESIGNER_PROGRAM_URL,
// AFFILIATE_PROGRAM_URL); while they are paths on this server, these pages answer there in the
// visitor's language, like the sign-in stand-in, so no link of the store leads nowhere.
import type { Hono } from 'hono'
import type { Language } from '#catalogue/enums'
import type { AppEnv } from '../app-env'
import type { ServerConfig } from '../config'
import { escapeHtml, pageLanguage, renderPage, storePath } from './account-html'

type Program = {
  /** The store page whose call to action leads here. */
  from: '/store/template-review' | '/store/affiliate-program'
  text: Record<Language, { title: string; lead: string; next: string; back: string }>
}

const DESIGNERS: Program = {
  from: '/store/template-review',
  text: {
    en: {
      title: 'Apply as a template designer',
      lead: 'This page stands in for the designer program’s application form, which the store’s operator sets with DESIGNER_PROGRAM_URL.',
      next: 'There you send a portfolio and a first template; the review team answers within 10 business days.',
      back: 'Back to the template review guide',
    },
    ja: {
      title: 'テンプレートデザイナーに応募する',
      lead: 'このページは、ストアの運営者が DESIGNER_PROGRAM_URL で設定するデザイナープログラムの応募フォームの代わりです。',
      next: '応募フォームではポートフォリオと最初のテンプレートを送り、審査チームが10営業日以内にお返事します。',
      back: 'テンプレート審査のご案内に戻る',
    },
  },
}

const AFFILIATES: Program = {
  from: '/store/affiliate-program',
  text: {
    en: {
      title: 'Join the affiliate program',
      lead: 'This page stands in for the affiliate program’s sign-up, which the store’s operator sets with AFFILIATE_PROGRAM_URL.',
      next: 'There you register your site and receive the links that credit you for the templates your visitors buy.',
      back: 'Back to the affiliate program',
    },
    ja: {
      title: 'アフィリエイトプログラムに参加する',
      lead: 'このページは、ストアの運営者が AFFILIATE_PROGRAM_URL で設定するアフィリエイトプログラムの登録ページの代わりです。',
      next: '登録ページではサイトを登録し、紹介したテンプレートが購入されたときに報酬につながるリンクを受け取ります。',
      back: 'アフィリエイトプログラムに戻る',
    },
  },
}

/** The path a configured program URL takes on this server, or undefined when it is elsewhere. */
export function standInPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const path = url.split(/[?#]/, 1)[0]?.replace(/\/+$/, '')
  return path || undefined
}

export function registerPartnerProgramPages(
  app: Hono<AppEnv>,
  config: Pick<ServerConfig, 'designerProgramUrl' | 'affiliateProgramUrl'>,
): void {
  for (const [url, program] of [
    [config.designerProgramUrl, DESIGNERS],
    [config.affiliateProgramUrl, AFFILIATES],
  ] as const) {
    const path = standInPath(url)
    if (!path) continue
    app.get(path, (c) => {
      const language = pageLanguage(c)
      const t = program.text[language]
      return c.html(
        renderPage({
          title: t.title,
          language,
          wide: true,
          body: `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<p>${escapeHtml(t.next)}</p>
<p><a href="${storePath(program.from, language)}">${escapeHtml(t.back)}</a></p>`,
        }),
      )
    })
  }
}
