import { createFileRoute } from '@tanstack/react-router'
import { redirectToPage } from '#src/routes/-shared/route-redirects'

// Registered without a page (spec §2); decision 001 sends it to the designer list, on a first
// load (the server answers this redirect) as in the app.
export const Route = createFileRoute('/store/template-designer')({
  beforeLoad: ({ location }) => {
    throw redirectToPage(location, '/store/designers')
  },
})
