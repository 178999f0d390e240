// What `npm run covers` measured on the template's own pages, in both languages (issue 27), as
// one short line on the detail page: "0 accessibility issues · 38 kB per page · fits phones".
import type { TemplateQuality as TemplateQualityData } from '#catalogue/template-quality'
import { axeViolationCount } from '#catalogue/template-quality'
import { useI18n } from '#i18n/react'

export type TemplateQualityProps = {
  /** null: the template was never measured, and nothing is shown. */
  quality: TemplateQualityData | null
  className?: string | undefined
}

/** Page weight as the line shows it: kilobytes of 1000 bytes, at least 1. */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1000))

export function TemplateQuality({ quality, className }: TemplateQualityProps) {
  const { LL, locale } = useI18n()
  if (!quality) return null
  const facts = [
    LL.template.qualityIssues({ count: axeViolationCount(quality) }),
    LL.template.qualityWeight({ kb: kilobytes(quality.bytes.median) }),
    quality.fitsPhone ? LL.template.qualityFitsPhone() : LL.template.qualityWiderThanPhone(),
  ]
  // Japanese lists with a nakaguro and a full-width colon, English with a middle dot.
  const separator = locale === 'ja' ? '・' : ' · '
  const colon = locale === 'ja' ? '：' : ': '
  return (
    <p className={className} data-testid="template-quality">
      <span className="visually-hidden">{LL.template.qualityHeading() + colon}</span>
      {facts.map((fact, i) => (
        <span key={fact}>
          {i > 0 ? <span aria-hidden="true">{separator}</span> : null}
          {fact}
        </span>
      ))}
    </p>
  )
}
