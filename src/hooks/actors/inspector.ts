// Stately inspector for development: `?inspect` in the URL or VITE_INSPECT=1 opens it and every
// actor the app starts reports to it. The import sits behind `import.meta.env.DEV`, which Vite
// replaces with `false` in a production build, so the package never reaches the bundle.
import type { InspectionEvent } from 'xstate'
import type { InspectFn } from './create-store-actors'

export function inspectorRequested(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || flag === '1' || flag === 'true'
}

export function createDevInspector(): InspectFn | undefined {
  if (!import.meta.env.DEV) return undefined
  if (typeof window === 'undefined') return undefined
  if (!inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT)) return undefined

  // Actors start before the package has loaded; their first events wait here instead of being lost.
  const early: InspectionEvent[] = []
  let forward: InspectFn | undefined
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector()
      forward = (event) => inspector.inspect.next?.(event)
      for (const event of early.splice(0)) forward(event)
    })
    .catch((error: unknown) => console.error('Could not load @statelyai/inspect', error))
  return (event) => {
    if (forward) forward(event)
    else early.push(event)
  }
}
