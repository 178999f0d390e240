import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { LoginModalMode } from '#machines/layout'
import { useStoreRuntime } from './store-actors-provider'

export type LayoutView = {
  drawerOpen: boolean
  searchMode: boolean
  /** A list page's filters, as a sheet on small screens (issue 12). */
  filterSheetOpen: boolean
  loginModal: { open: boolean; mode: LoginModalMode | null }
  closeDrawer(): void
  toggleDrawer(): void
  openSearch(): void
  closeSearch(): void
  openFilterSheet(): void
  closeFilterSheet(): void
  openLoginModal(mode: LoginModalMode): void
  closeLoginModal(): void
  /** The debounced viewport class changed (spec §9 resize). */
  viewportChanged(desktop: boolean): void
}

export function useLayout(): LayoutView {
  const { actors } = useStoreRuntime()
  const layout = actors.layout
  const drawerOpen = useSelector(layout, (s) => s.matches({ panel: 'drawer' }))
  const searchMode = useSelector(layout, (s) => s.matches({ panel: 'search' }))
  const filterSheetOpen = useSelector(layout, (s) => s.matches({ panel: 'filterSheet' }))
  const modalOpen = useSelector(layout, (s) => s.matches({ loginModal: 'open' }))
  const modalMode = useSelector(layout, (s) => s.context.loginModalMode)
  const commands = useMemo(
    () => ({
      closeDrawer: () => layout.send({ type: 'drawer.close' }),
      toggleDrawer: () => layout.send({ type: 'drawer.toggle' }),
      openSearch: () => layout.send({ type: 'search.open' }),
      closeSearch: () => layout.send({ type: 'search.close' }),
      openFilterSheet: () => layout.send({ type: 'filterSheet.open' }),
      closeFilterSheet: () => layout.send({ type: 'filterSheet.close' }),
      openLoginModal: (mode: LoginModalMode) => layout.send({ type: 'loginModal.open', mode }),
      closeLoginModal: () => layout.send({ type: 'loginModal.close' }),
      viewportChanged: (desktop: boolean) => layout.send({ type: 'viewport.change', desktop }),
    }),
    [layout],
  )
  return {
    drawerOpen,
    searchMode,
    filterSheetOpen,
    loginModal: { open: modalOpen, mode: modalOpen ? modalMode : null },
    ...commands,
  }
}
