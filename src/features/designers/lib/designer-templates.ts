import type { Language } from '../../../../catalogue/enums'
import type { SearchTemplatesParams } from '../../templates/api/templates'

/** The server's cap per search call; a designer has far fewer templates than this. */
const DESIGNER_TEMPLATES_LIMIT = 100

/**
 * The designer lookup goes out without the bearer (spec §6), so its like flags are anonymous ones;
 * the templates a designer page shows come from the authenticated search with a designer filter.
 */
export function designerTemplatesParams(
  designerId: string,
  language: Language,
): SearchTemplatesParams {
  return {
    page: 1,
    limit: DESIGNER_TEMPLATES_LIMIT,
    sort: 'ranking',
    language,
    filters: { designerId },
  }
}
