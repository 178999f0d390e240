import { createFileRoute } from '@tanstack/react-router'
import { redirectToPage } from '#src/routes/-shared/route-redirects'

// '/' and '/ja' have no page of their own (spec §2): they open the store home of their locale.
// The router rewrite strips '/ja' on the way in and adds it back to the redirect target.
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirectToPage(location, '/store')
  },
})
