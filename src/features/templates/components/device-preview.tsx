import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { useI18n } from '#i18n/react'
import { usePersonalChoices } from '../lib/personal-choices'
import {
  DEFAULT_PREVIEW_DEVICE,
  PREVIEW_DEVICES,
  PREVIEW_FRAME_SIZE,
  deviceSearchValue,
  type PreviewDevice,
} from '../lib/preview-devices'
import { templatePreviewUrl } from '../lib/preview-address'
import styles from './device-preview.module.scss'

export type DevicePreviewProps = { templateId: string; title: string }

/** The template page: the only page with a preview, and the owner of `?device=`. */
const templateRoute = getRouteApi('/store/templates/$templateId')

/**
 * The template's preview in a desktop, tablet or phone frame (issue 12): the page at that
 * device's width, scaled down to the space there is. The frame's box has the device's shape
 * before anything loads (no layout shift); the preview itself loads when it nears the screen,
 * once the app has started (decision 025).
 * The choice lives in the URL (`?device=mobile`). Served, the choices are links.
 */
export function DevicePreview({ templateId, title }: DevicePreviewProps) {
  const { LL, LP, locale } = useI18n()
  const hydrated = useHydrated()
  const navigate = templateRoute.useNavigate()
  const chosen = templateRoute.useSearch({ select: (search) => search.device })
  const { choices } = usePersonalChoices()
  const device: PreviewDevice = chosen ?? DEFAULT_PREVIEW_DEVICE
  const frame = PREVIEW_FRAME_SIZE[device]
  const { boxRef, scale } = useFitScale(frame.width)
  const choose = (next: PreviewDevice) =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, device: deviceSearchValue(next) }),
      // A look at another size is no new page: Back leaves the template.
      replace: true,
      resetScroll: false,
    })

  const boxStyle = {
    maxWidth: `${frame.width}px`,
    aspectRatio: `${frame.width} / ${frame.height}`,
  } satisfies CSSProperties
  // Until the box is measured (or without JavaScript) the page fills the box at its own width.
  const frameStyle: CSSProperties | undefined =
    scale === undefined
      ? undefined
      : {
          width: `${frame.width}px`,
          height: `${frame.height}px`,
          transform: `scale(${scale})`,
        }

  const src = templatePreviewUrl(templateId, locale, choices)
  const preview = (
    <iframe
      // A new frame per device: the page inside lays itself out for the new width at once. And
      // per address: a frame led to another address adds to the tab's history, and Back would
      // step through the visitor's typing instead of leaving the page.
      key={`${device} ${src}`}
      className={styles.frame}
      style={frameStyle}
      src={src}
      title={LL.devicePreview.frameTitle({ title, device: LL.devicePreview[device]() })}
      loading="lazy"
      width={frame.width}
      height={frame.height}
    />
  )

  return (
    <section className={styles.preview} aria-labelledby="device-preview-heading">
      <div className={styles.head}>
        <h2 id="device-preview-heading">{LP.template.preview()}</h2>
        <div
          role="group"
          aria-label={LL.devicePreview.label()}
          className={styles.devices}
          data-testid="device-preview-switch"
        >
          {PREVIEW_DEVICES.map((option) =>
            hydrated ? (
              <button
                key={option}
                type="button"
                className={styles.device}
                aria-pressed={option === device}
                onClick={() => choose(option)}
              >
                {LP.devicePreview[option]()}
              </button>
            ) : (
              <templateRoute.Link
                key={option}
                to="."
                search={(prev) => ({ ...prev, device: deviceSearchValue(option) })}
                className={styles.device}
                // The router marks the chosen one aria-current="page": the same path, its search.
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {LP.devicePreview[option]()}
              </templateRoute.Link>
            ),
          )}
        </div>
      </div>
      <div
        ref={boxRef}
        className={styles.box}
        style={boxStyle}
        data-device={device}
        data-testid="device-preview"
      >
        {hydrated ? (
          preview
        ) : (
          // Served, the preview waits for the app (a person's first sign of activity): laying out
          // a whole site page in the same tab is the served page's longest task. Without
          // JavaScript it is there at once.
          <noscript>{preview}</noscript>
        )}
      </div>
    </section>
  )
}

/** The scale at which `width` CSS pixels fit the box's measured width (at most 1). */
function useFitScale(width: number) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState<number | undefined>(undefined)
  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { boxRef, scale: boxWidth === undefined ? undefined : Math.min(1, boxWidth / width) }
}
