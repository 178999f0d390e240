import { createFileRoute, redirect } from '@tanstack/react-router'

// Registered without a page (spec §2); decision 001 sends it to the designer list, as the
// server's catalogue/route-match.ts does for a first load.
export const Route = createFileRoute('/store/template-designer')({
  beforeLoad: () => {
    throw redirect({ to: '/store/designers', replace: true })
  },
})
