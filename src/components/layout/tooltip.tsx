import { useId, type CSSProperties, type ReactNode } from 'react'
import { usePopover } from '#src/hooks/use-popover'
import type { TooltipTheme } from '#src/lib/tooltip-options'
import styles from './tooltip.module.scss'

export type TooltipTriggerProps = {
  'aria-describedby': string | undefined
  /** Opens a click-triggered theme; the trigger calls it from its own click handler. */
  show(): void
  open: boolean
}

export type TooltipProps = {
  theme: TooltipTheme
  content: ReactNode
  /** Controlled visibility; without it the theme's triggers decide. */
  shown?: boolean
  /** With `shown`: an auto-hiding theme asks its owner to hide. */
  onHide?: () => void
  children: (trigger: TooltipTriggerProps) => ReactNode
  className?: string
  testId?: string
}

// What assistive technology should make of each bubble: a hint, a live confirmation, a warning.
const ROLE_OF_THEME: Record<TooltipTheme, 'tooltip' | 'status' | 'note'> = {
  dropdown: 'tooltip',
  'url-input': 'status',
  'cation-tooltip': 'note',
}

/** A spec §9 tooltip: the trigger comes from `children`, the bubble is described by it. */
export function Tooltip({
  theme,
  content,
  shown,
  onHide,
  children,
  className,
  testId,
}: TooltipProps) {
  const popover = usePopover(theme, {
    ...(shown === undefined ? {} : { shown }),
    ...(onHide ? { onHide } : {}),
  })
  const id = useId()
  const style = { '--tooltip-distance': `${popover.distance}px` } as CSSProperties
  return (
    <span
      {...popover.rootProps}
      className={className ? `${styles.anchor} ${className}` : styles.anchor}
      data-theme={theme}
    >
      {children({
        'aria-describedby': popover.open ? id : undefined,
        show: popover.show,
        open: popover.open,
      })}
      <span
        id={id}
        role={ROLE_OF_THEME[theme]}
        className={styles.bubble}
        data-theme={theme}
        data-distance={popover.distance}
        style={style}
        hidden={!popover.open}
        data-testid={testId}
      >
        {content}
      </span>
    </span>
  )
}
