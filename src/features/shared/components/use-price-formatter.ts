import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { TemplateListItem } from '#catalogue/api-contract'
import { currencyFor, formatPrice } from '#i18n/price'
import { useI18n } from '#i18n/react'
import { useSession } from '#src/hooks/actors/use-session'
import { pricesQueryOptions } from '#src/features/shared/api/prices'

/**
 * Formats a template's tier price in the visitor's currency (spec §6): the billing country
 * decides, else the account language, else the interface language. Free tiers read 'Free'.
 */
export function usePriceFormatter(): (template: Pick<TemplateListItem, 'tier'>) => string {
  const { LL, locale } = useI18n()
  const { account } = useSession()
  const { data: prices } = useQuery(pricesQueryOptions())
  const currency = currencyFor({
    billingCountry: account?.myBilling.country ?? null,
    language: account?.language ?? locale,
  })
  return useCallback(
    (template) => {
      const price = prices?.find((entry) => entry.tier === template.tier)
      const amount = price ? (currency === 'jpy' ? price.priceJpy : price.priceUsd) : undefined
      if (amount === 0) return LL.common.free()
      return formatPrice(amount, currency)
    },
    [prices, currency, LL],
  )
}
