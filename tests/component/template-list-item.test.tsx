import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  TemplateGrid,
  TemplateGridPlaceholder,
} from '#src/features/shared/components/template-grid'
import { TemplateListItem } from '#src/features/shared/components/template-list-item'
import { renderStoreUi, setViewportWidth } from './render-store-ui'
import { LIST_TEMPLATE } from './template-fixtures'

const TEMPLATE = LIST_TEMPLATE

describe('TemplateListItem on desktop', () => {
  beforeEach(() => setViewportWidth(1280))

  it('shows cover, title, rank and price, with Details, Preview and the like slot', async () => {
    await renderStoreUi(
      <TemplateListItem
        template={TEMPLATE}
        price="$19.99"
        rank={3}
        likeButton={<button type="button">like-slot</button>}
      />,
    )
    const item = await screen.findByTestId('template-list-item')
    expect(item).toHaveAttribute('data-layout', 'desktop')
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      TEMPLATE.templateTitle,
    )
    expect(within(item).getByTestId('template-price')).toHaveTextContent('$19.99')
    expect(within(item).getByLabelText('Rank 3')).toHaveTextContent('3')
    expect(within(item).getByAltText(`Cover image of ${TEMPLATE.templateTitle}`)).toHaveAttribute(
      'src',
      '/covers/tpl-42.svg',
    )
    expect(within(item).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/store/templates/tpl-42',
    )
    const preview = within(item).getByRole('link', {
      name: `Preview ${TEMPLATE.templateTitle} (opens in a new window)`,
    })
    expect(preview).toHaveAttribute('href', '/preview/templates/tpl-42')
    expect(preview).toHaveAttribute('target', '_blank')
    expect(preview).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(item).getByRole('button', { name: 'like-slot' })).toBeInTheDocument()
  })

  it('has no rank badge when no rank is given', async () => {
    await renderStoreUi(<TemplateListItem template={TEMPLATE} price="Free" />)
    const item = await screen.findByTestId('template-list-item')
    expect(within(item).queryByLabelText(/^Rank /)).toBeNull()
    expect(within(item).getByTestId('template-price')).toHaveTextContent('Free')
  })

  it('takes the preview base from the config the server injects', async () => {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.id = 'store-config'
    script.textContent = JSON.stringify({ previewBaseUrl: 'https://preview.example/', junk: 1 })
    document.head.append(script)
    // A fresh module instance, so the config is read from this page rather than a cached copy.
    vi.resetModules()
    const { previewUrl, storeConfig } = await import('#src/lib/store-config')
    expect(previewUrl('tpl-42')).toBe('https://preview.example/templates/tpl-42')
    expect(storeConfig().templateRequestFormUrl).toBe('https://forms.gle/template-request')
    script.remove()
  })
})

describe('TemplateListItem on a small screen', () => {
  beforeEach(() => setViewportWidth(375))
  afterEach(() => setViewportWidth(1280))

  it('is one image link to the detail page, with title and price under the cover (issue 14); no preview or like', async () => {
    await renderStoreUi(
      <TemplateListItem
        template={TEMPLATE}
        price="¥2,980"
        rank={1}
        likeButton={<button type="button">like-slot</button>}
      />,
      { locale: 'ja' },
    )
    const item = await screen.findByTestId('template-list-item')
    expect(item).toHaveAttribute('data-layout', 'compact')
    // Beside it only its Compare control (issue 31), a link of its own outside the image link.
    const compare = within(item).getByTestId('compare-control')
    expect(within(compare).getByRole('link')).toHaveAttribute('href', '/store/compare?ids=tpl-42')
    const links = within(item)
      .getAllByRole('link')
      .filter((link) => !compare.contains(link))
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', '/store/templates/tpl-42')
    const link = links[0] as HTMLElement
    expect(within(item).getByRole('img')).toHaveAccessibleName(
      expect.stringContaining(TEMPLATE.templateTitle),
    )
    expect(within(link).getByRole('heading')).toHaveTextContent(TEMPLATE.templateTitle)
    expect(within(link).getByTestId('template-price')).toHaveTextContent('¥2,980')
    expect(within(link).getByLabelText('1位')).toBeInTheDocument()
    expect(within(item).queryByRole('button')).toBeNull()
    expect(within(item).queryByText('プレビュー')).toBeNull()
  })
})

describe('TemplateListItem cover failure', () => {
  beforeEach(() => setViewportWidth(1280))

  it('logs the failure and leaves a blank, still labelled cover', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderStoreUi(<TemplateListItem template={TEMPLATE} price="$19.99" />)
    const image = await screen.findByAltText(`Cover image of ${TEMPLATE.templateTitle}`)
    fireEvent.error(image)
    // The cover link is hidden from assistive tech (the Details link names the same page).
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: `Cover image of ${TEMPLATE.templateTitle}`, hidden: true }),
      ).toHaveProperty('tagName', 'SPAN'),
    )
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/covers/tpl-42.svg'))
    error.mockRestore()
  })
})

describe('TemplateGridPlaceholder', () => {
  it('holds 5 placeholder items while a list loads (spec §9)', async () => {
    await renderStoreUi(<TemplateGridPlaceholder />)
    const placeholder = await screen.findByTestId('template-grid-placeholder')
    expect(placeholder).toHaveAttribute('role', 'status')
    expect(within(placeholder).getAllByTestId('template-placeholder-item')).toHaveLength(5)
    expect(within(placeholder).getByText('Loading templates…')).toBeInTheDocument()
  })
})

describe('cover loading (issue 10: the first cover is the LCP element)', () => {
  beforeEach(() => setViewportWidth(1280))
  const templates = Array.from({ length: 8 }, (_, i) => ({
    ...TEMPLATE,
    templateId: `tpl-${i}`,
    templateTitle: `Template ${i}`,
  }))
  const covers = () => screen.getAllByAltText(/^Cover image of /)

  it("a page's main grid fetches its first cover first and eagerly, every other lazily", async () => {
    await renderStoreUi(<TemplateGrid templates={templates} priceOf={() => 'Free'} priority />)
    await screen.findAllByTestId('template-list-item')
    const [first, ...rest] = covers()
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('loading', 'eager')
    for (const cover of rest) expect(cover).not.toHaveAttribute('fetchpriority')
    for (const cover of covers()) {
      // Explicit size reserves the cover's 4:3 box before it loads: no layout shift.
      expect(cover).toHaveAttribute('width', '800')
      expect(cover).toHaveAttribute('height', '600')
    }
    for (const cover of rest) {
      expect(cover).toHaveAttribute('loading', 'lazy')
      expect(cover).toHaveAttribute('decoding', 'async')
    }
  })

  it('offers a shot cover in three widths for the layout to pick from, an SVG cover as is', async () => {
    const shot = '/covers/shots/tpl-0/0a1b2c3d4e/cover-800.webp'
    await renderStoreUi(
      <TemplateGrid
        templates={[{ ...templates[0]!, coverUrl: shot }, templates[1]!]}
        priceOf={() => 'Free'}
        priority
      />,
    )
    await screen.findAllByTestId('template-list-item')
    const [shotCover, svgCover] = covers()
    expect(shotCover).toHaveAttribute('src', shot)
    expect(shotCover).toHaveAttribute(
      'srcset',
      '/covers/shots/tpl-0/0a1b2c3d4e/cover-400.webp 400w, /covers/shots/tpl-0/0a1b2c3d4e/cover-800.webp 800w, /covers/shots/tpl-0/0a1b2c3d4e/cover-1600.webp 1600w',
    )
    expect(shotCover?.getAttribute('sizes')).toMatch(/^\(min-width: 1440px\) 19vw, .*48vw$/)
    expect(shotCover).toHaveAttribute('fetchpriority', 'high')
    expect(svgCover).not.toHaveAttribute('srcset')
  })

  it('offers the Japanese shot in every width on a Japanese page (issue 27)', async () => {
    const shot = '/covers/shots/tpl-0/0a1b2c3d4e/cover-800.ja.webp'
    await renderStoreUi(
      <TemplateGrid templates={[{ ...templates[0]!, coverUrl: shot }]} priceOf={() => '無料'} />,
      { locale: 'ja' },
    )
    const [item] = await screen.findAllByTestId('template-list-item')
    const cover = item?.querySelector('img')
    expect(cover).toHaveAttribute('src', shot)
    expect(cover).toHaveAttribute(
      'srcset',
      '/covers/shots/tpl-0/0a1b2c3d4e/cover-400.ja.webp 400w, /covers/shots/tpl-0/0a1b2c3d4e/cover-800.ja.webp 800w, /covers/shots/tpl-0/0a1b2c3d4e/cover-1600.ja.webp 1600w',
    )
  })

  it('a grid without priority (a second row, a related row) asks for nothing first', async () => {
    await renderStoreUi(<TemplateGrid templates={templates} priceOf={() => 'Free'} variant="row" />)
    await screen.findAllByTestId('template-list-item')
    for (const cover of covers()) {
      expect(cover).not.toHaveAttribute('fetchpriority')
      expect(cover).toHaveAttribute('loading', 'lazy')
    }
  })
})
