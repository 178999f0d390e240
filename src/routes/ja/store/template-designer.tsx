import { createFileRoute, redirect } from '@tanstack/react-router'

// '/ja/ja/store/template-designer' (an old doubled-prefix link) reaches the router as
// '/ja/store/template-designer' after the rewrite strips one '/ja'. Decision 001.
export const Route = createFileRoute('/ja/store/template-designer')({
  beforeLoad: () => {
    throw redirect({ to: '/store/designers', replace: true })
  },
})
