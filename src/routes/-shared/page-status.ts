// The status of a page that resolves but shows an error page of its own: spec §5's sub-industry
// outside its group is a 404 that is *returned*, not thrown. The route says so in its loader
// data, and the server answers with it; nothing else decides a page's status but the router.

/** Loader data of a route that renders its own error page. */
export type ReturnedStatus = { pageStatus: 404 }

/** The status a match's loader data returned, if it returned one. */
export function returnedStatusOf(loaderData: unknown): number | undefined {
  if (loaderData === null || typeof loaderData !== 'object' || !('pageStatus' in loaderData)) {
    return undefined
  }
  return typeof loaderData.pageStatus === 'number' ? loaderData.pageStatus : undefined
}
