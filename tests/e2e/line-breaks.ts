// Where a page's text breaks into lines and whether it fits its box, read in the browser, and the
// judgment of those breaks in the test process (issue 32). The page reports each block's text and
// the offsets where its soft-wrapped lines start (Range.getClientRects per character); the test
// process runs BudouX on the same text and holds every break in Japanese text to a phrase
// boundary, with no line starting on a small kana or a closing mark.
import { loadDefaultJapaneseParser } from 'budoux'

/** A block of inline text as laid out: its text and the offsets where a wrapped line starts. */
export type LaidOutBlock = { where: string; text: string; starts: number[] }

export type TextLayout = {
  /** Text that runs past its element's box or past the edge of the window. */
  overflows: string[]
  /** Blocks with Japanese text that wrap onto more than one line. */
  blocks: LaidOutBlock[]
}

/**
 * In the page: every visible text's layout. Text is grouped by the element that lays it out (the
 * nearest ancestor that is not `display: inline`), so a line break between two text nodes of one
 * heading counts as a break of the heading's text. A nested element that is laid out on its own
 * (an inline-block chip inside a paragraph) stands in its parent's text as U+FFFC, a boundary.
 * Without `readLines` only whether text overflows is read (English pages).
 */
export function measureTextLayout(readLines: boolean): TextLayout {
  const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60]/
  const OBJECT = '\uFFFC'
  const viewportWidth = document.documentElement.clientWidth
  const computed = new Map<Element, CSSStyleDeclaration>()
  const style = (element: Element) => {
    let found = computed.get(element)
    if (!found) {
      found = getComputedStyle(element)
      computed.set(element, found)
    }
    return found
  }
  const describe = (element: Element, text: string) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid')
    const name = element.getAttribute('class')?.split(/\s+/)[0]
    const snippet = text
      .replace(/\s+/g, ' ')
      .replace(/\uFFFC/g, '▫')
      .trim()
      .slice(0, 40)
    return `${element.localName}${name ? `.${name}` : ''}${testId ? ` in [${testId}]` : ''} "${snippet}"`
  }

  /** The part of the window an element's content can be seen in: its clipping ancestors' boxes. */
  const clips = new Map<Element, { left: number; right: number; hidden: boolean }>()
  const clipOf = (element: Element): { left: number; right: number; hidden: boolean } => {
    const known = clips.get(element)
    if (known) return known
    const parent = element.parentElement
    const outer = parent ? clipOf(parent) : { left: -Infinity, right: Infinity, hidden: false }
    const own = style(element)
    let clip = outer
    // The visually-hidden pattern (clip: rect(0 0 0 0)) is text for screen readers, not for eyes.
    if (own.clip !== 'auto' && own.position === 'absolute') clip = { ...outer, hidden: true }
    else if (own.overflowX !== 'visible') {
      const box = element.getBoundingClientRect()
      clip = {
        left: Math.max(outer.left, box.left),
        right: Math.min(outer.right, box.right),
        hidden: outer.hidden,
      }
    }
    clips.set(element, clip)
    return clip
  }

  type Block = {
    element: Element
    text: string
    starts: number[]
    lineTop: number | null
    lineHeight: number
    forced: boolean
  }
  const blocks: Block[] = []
  const overflows: string[] = []
  const range = document.createRange()

  const overflowOf = (block: Block, node: Text) => {
    const text = node.data
    if (!text.trim()) return
    const parent = node.parentElement
    if (!parent) return
    const clip = clipOf(parent)
    if (clip.hidden) return
    const box = block.element.getBoundingClientRect()
    const boxStyle = style(block.element)
    const clipsOwnText = boxStyle.overflowX !== 'visible'
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) {
      if (rect.width < 1) continue
      // Entirely off the screen (a skip link waiting above the page, a slide of a row): not shown.
      if (rect.right <= 0 || rect.left >= viewportWidth) continue
      const pastBox = Math.max(rect.right - box.right, box.left - rect.left)
      if (pastBox > 1 && !(clipsOwnText && boxStyle.textOverflow === 'ellipsis')) {
        overflows.push(
          `${describe(block.element, block.element.textContent ?? text)}: text ${Math.round(pastBox)} px past its box${clipsOwnText ? ' (cut off)' : ''}`,
        )
        return
      }
      const left = Math.max(rect.left, clip.left)
      const right = Math.min(rect.right, clip.right)
      if (right - left >= 1 && (right > viewportWidth + 1 || left < -1)) {
        overflows.push(
          `${describe(block.element, block.element.textContent ?? text)}: text past the window's edge (${Math.round(left)}–${Math.round(right)} of ${viewportWidth} px)`,
        )
        return
      }
    }
  }

  const PRESERVES_BREAKS = /^(pre|pre-wrap|pre-line|break-spaces)$/

  /** The character at `offset` of the block's text is laid out in `rect`: a new line or not. */
  const placeAt = (block: Block, offset: number, rect: DOMRect) => {
    if (block.lineTop === null) {
      block.lineTop = rect.top
      block.lineHeight = rect.height
    } else if (rect.top > block.lineTop + block.lineHeight / 2) {
      if (!block.forced) block.starts.push(offset)
      block.lineTop = rect.top
      block.lineHeight = rect.height
    }
    block.forced = false
  }

  const addText = (block: Block, node: Text) => {
    const parent = node.parentElement
    const data = node.data
    if (!parent || !data) return
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      block.text += data
      return
    }
    overflowOf(block, node)
    const offset = block.text.length
    block.text += data
    if (!readLines || !data.trim()) return
    if (!JAPANESE.test(data)) {
      // Latin alone: where it breaks inside is the browser's business; where it starts and
      // ends, against the Japanese beside it, still counts.
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
      const first = rects[0]
      const last = rects.at(-1)
      if (!first || !last) return
      placeAt(block, offset + data.length - data.trimStart().length, first)
      block.lineTop = last.top
      block.lineHeight = last.height
      return
    }
    const preserves = PRESERVES_BREAKS.test(style(parent).whiteSpace)
    for (let index = 0; index < data.length; index += 1) {
      const code = data.charCodeAt(index)
      const width = code >= 0xd800 && code <= 0xdbff ? 2 : 1
      const at = offset + index
      if (preserves && data[index] === '\n') block.forced = true
      range.setStart(node, index)
      range.setEnd(node, index + width)
      const rect = [...range.getClientRects()].find((r) => r.width > 0 || r.height > 0)
      const char = data.slice(index, index + width)
      index += width - 1
      // Collapsed white space has no box of its own.
      if (rect && char.trim()) placeAt(block, at, rect)
    }
  }

  const SKIPPED = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'svg',
    'select',
    'textarea',
    'input',
    'iframe',
  ])
  const newBlock = (element: Element): Block => {
    const block: Block = {
      element,
      text: '',
      starts: [],
      lineTop: null,
      lineHeight: 0,
      forced: false,
    }
    blocks.push(block)
    return block
  }
  const visit = (element: Element, block: Block) => {
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        addText(block, child as Text)
        continue
      }
      if (!(child instanceof Element) || SKIPPED.has(child.localName)) continue
      if (child.localName === 'br') {
        block.forced = true
        continue
      }
      const display = style(child).display
      if (display === 'none') continue
      if (display === 'inline' || display === 'contents') visit(child, block)
      else {
        block.text += OBJECT
        visit(child, newBlock(child))
      }
    }
  }
  visit(document.body, newBlock(document.body))

  return {
    overflows: [...new Set(overflows)],
    blocks: blocks
      .filter((block) => block.starts.length > 0 && JAPANESE.test(block.text))
      .map((block) => ({
        where: describe(block.element, block.text),
        text: block.text,
        starts: block.starts,
      })),
  }
}

// JIS X 4051's characters that may not start a line (small kana, the prolonged sound mark,
// closing brackets, punctuation) and those that may not end one (opening brackets).
const NO_LINE_START = new Set([
  ...'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーゝゞヽヾ々〻・：；？！、。，．」』）］｝〕〉》】〙〗｠〜～)]},.:;!?',
])
const NO_LINE_END = new Set([...'「『（［｛〔〈《【〘〖｟([{'])
const JAPANESE_CHARACTER = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60]/
const SEPARATOR = /[\s\uFFFC]/
// Punctuation that ends a word or a clause, after which a line may break, and brackets before
// which it may: the breaks `word-break: keep-all` keeps. BudouX, trained on running text, often
// leaves them inside a phrase ('ニュースサイト｜ブロードシート・ニュースプリント' is one).
const BREAK_AFTER = new Set([...'、。，．・＆！？」』）］】〕｜：；,.!?;:)]'])
const BREAK_BEFORE = new Set([...'「『（［【〔｜(['])

const parser = loadDefaultJapaneseParser()

function around(text: string, offset: number): string {
  return `${text.slice(Math.max(0, offset - 12), offset)}／${text.slice(offset, offset + 12)}`
}

/**
 * Each wrapped line of Japanese text checked: it starts on no small kana or closing mark, the line
 * before ends on no opening bracket, and a break between Japanese characters falls between two of
 * BudouX's phrases or at punctuation that separates words. A break at white space, at a box of
 * its own or between two Latin characters (a URL, an English word) is the browser's ordinary
 * business.
 */
export function lineBreakProblems(blocks: readonly LaidOutBlock[]): string[] {
  const problems: string[] = []
  for (const { where, text, starts } of blocks) {
    const boundaries = new Set(parser.parseBoundaries(text))
    for (const start of starts) {
      const before = text[start - 1] ?? ''
      const after = text[start] ?? ''
      if (NO_LINE_START.has(after)) {
        problems.push(`${where}: a line starts with "${after}" (${around(text, start)})`)
      } else if (NO_LINE_END.has(before)) {
        problems.push(`${where}: a line ends with "${before}" (${around(text, start)})`)
      } else if (
        !SEPARATOR.test(before) &&
        !SEPARATOR.test(after) &&
        !BREAK_AFTER.has(before) &&
        !BREAK_BEFORE.has(after) &&
        (JAPANESE_CHARACTER.test(before) || JAPANESE_CHARACTER.test(after)) &&
        !boundaries.has(start)
      ) {
        problems.push(`${where}: breaks inside a phrase (${around(text, start)})`)
      }
    }
  }
  return problems
}
