/**
 * The content system's blocks as the block editor edits them: the block
 * input JSON of internal/content/blocks.go (an object with its blockType,
 * id and fields), and a description of each block type's fields from which
 * the editor draws its form. A page, a club's home and a sale's splash page
 * all store their blocks this way.
 */

/** A block as stored: its blockType, its id and its fields. */
export interface Block {
  blockType: BlockType
  id: string
  [field: string]: unknown
}

export const blockTypes = [
  'intro',
  'richtext',
  'teaser',
  'textImage',
  'columns',
  'accordeon',
  'directLinks',
  'catalog',
  'contentStepper',
  'staticForm',
  'dynamicForm',
  'clubs',
  'clubHero',
  'spacer',
  'anchor',
  'legalNotice',
  'countdown',
] as const

export type BlockType = (typeof blockTypes)[number]

/** A field of a block: how the editor shows it and what it holds. */
export type FieldSpec =
  | { name: string; kind: 'text' | 'html' | 'url' | 'colour'; required?: boolean }
  | { name: string; kind: 'number'; min: number; max: number }
  | { name: string; kind: 'image' | 'form' }
  | { name: string; kind: 'salesEvent' }
  | { name: string; kind: 'bool' }
  | { name: string; kind: 'choice'; options: readonly string[] }
  | { name: string; kind: 'list'; separator: 'comma' }
  | { name: string; kind: 'link' }
  | { name: string; kind: 'group'; fields: readonly FieldSpec[] }
  | { name: string; kind: 'items'; min: number; max: number; fields: readonly FieldSpec[] }

const link: FieldSpec = { name: 'link', kind: 'link' }
const image: FieldSpec = { name: 'image', kind: 'image' }
const headline: FieldSpec = { name: 'headline', kind: 'text' }
const html: FieldSpec = { name: 'html', kind: 'html' }
const sizes = ['none', 'xs', 's', 'm', 'l', 'xl'] as const

/** Each block type's fields, in the order the form shows them. */
export const blockFields: Record<BlockType, readonly FieldSpec[]> = {
  intro: [
    { name: 'eyebrow', kind: 'text' },
    { name: 'headline', kind: 'text', required: true },
    html,
    { name: 'alignment', kind: 'choice', options: ['left', 'center'] },
  ],
  richtext: [{ name: 'html', kind: 'html', required: true }],
  teaser: [
    { name: 'layout', kind: 'choice', options: ['hero', 'cards'] },
    {
      name: 'items',
      kind: 'items',
      min: 1,
      max: 4,
      fields: [
        { name: 'headline', kind: 'text', required: true },
        { name: 'subline', kind: 'text' },
        { name: 'text', kind: 'text' },
        image,
        { name: 'mobileImage', kind: 'image' },
        link,
        { name: 'theme', kind: 'choice', options: ['light', 'dark'] },
      ],
    },
  ],
  textImage: [
    headline,
    html,
    image,
    { name: 'imagePosition', kind: 'choice', options: ['left', 'right'] },
    link,
  ],
  columns: [
    headline,
    {
      name: 'columns',
      kind: 'items',
      min: 1,
      max: 4,
      fields: [
        {
          name: 'width',
          kind: 'choice',
          options: ['half', 'oneQuarter', 'oneThird', 'twoThirds', 'full'],
        },
        image,
        html,
        link,
      ],
    },
  ],
  accordeon: [
    headline,
    {
      name: 'items',
      kind: 'items',
      min: 1,
      max: 50,
      fields: [
        { name: 'title', kind: 'text', required: true },
        { name: 'html', kind: 'html', required: true },
      ],
    },
  ],
  directLinks: [
    headline,
    {
      name: 'links',
      kind: 'items',
      min: 1,
      max: 50,
      fields: [
        { name: 'label', kind: 'text', required: true },
        { name: 'url', kind: 'url', required: true },
        { name: 'description', kind: 'text' },
        image,
      ],
    },
  ],
  catalog: [
    headline,
    { name: 'type', kind: 'choice', options: ['category', 'products'] },
    { name: 'layout', kind: 'choice', options: ['grid', 'slider', 'list'] },
    { name: 'categoryIds', kind: 'list', separator: 'comma' },
    { name: 'productSkus', kind: 'list', separator: 'comma' },
    { name: 'limit', kind: 'number', min: 1, max: 24 },
    link,
  ],
  contentStepper: [
    headline,
    {
      name: 'steps',
      kind: 'items',
      min: 1,
      max: 12,
      fields: [{ name: 'title', kind: 'text', required: true }, html, image],
    },
  ],
  staticForm: [
    { name: 'mailingList', kind: 'text', required: true },
    headline,
    html,
    { name: 'legalBlock', kind: 'html' },
    { name: 'successMessage', kind: 'html' },
  ],
  dynamicForm: [headline, html, { name: 'form', kind: 'form' }],
  clubs: [headline, html, { name: 'limit', kind: 'number', min: 0, max: 1000 }],
  clubHero: [headline, html, image, link],
  spacer: [
    { name: 'backgroundColor', kind: 'colour' },
    { name: 'darkMode', kind: 'bool' },
    {
      name: 'padding',
      kind: 'group',
      fields: [
        { name: 'mobile', kind: 'choice', options: sizes },
        { name: 'tablet', kind: 'choice', options: sizes },
        { name: 'desktop', kind: 'choice', options: sizes },
      ],
    },
  ],
  anchor: [{ name: 'anchorId', kind: 'text', required: true }],
  legalNotice: [headline],
  countdown: [
    { name: 'heading', kind: 'text' },
    { name: 'salesEvent', kind: 'salesEvent' },
    { name: 'hideWhenEnded', kind: 'bool' },
  ],
}

/** A new block id: its type and a random part, unique on a page. */
export function newBlockId(type: string): string {
  return type + '-' + Math.random().toString(36).slice(2, 10)
}

/** An empty item of a list field. */
export function emptyItem(fields: readonly FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    if (f.kind === 'choice') out[f.name] = f.options[0]
    else if (f.kind === 'text' || f.kind === 'html' || f.kind === 'url') out[f.name] = ''
  }
  return out
}

/** A new block of a type with the defaults that pass the server's checks where they can. */
export function newBlock(type: BlockType): Block {
  const block: Block = { blockType: type, id: newBlockId(type) }
  for (const f of blockFields[type]) {
    switch (f.kind) {
      case 'choice':
        block[f.name] = f.options[0]
        break
      case 'text':
      case 'html':
        block[f.name] = ''
        break
      case 'number':
        block[f.name] = f.min === 0 ? 0 : 8
        break
      case 'items':
        block[f.name] = [emptyItem(f.fields)]
        break
      case 'group':
        block[f.name] = emptyItem(f.fields)
        break
      default:
    }
  }
  if (type === 'catalog') block.type = 'products'
  if (type === 'staticForm') {
    block.formType = 'newsletter'
    block.mailingList = 'newsletter'
  }
  if (type === 'spacer') block.padding = { mobile: 'm', tablet: 'm', desktop: 'm' }
  return block
}

/** A copy of a block with a new id (the duplicate of the editor). */
export function duplicateBlock(block: Block): Block {
  const copy = structuredClone(block)
  copy.id = newBlockId(block.blockType)
  return copy
}

/** Parses the stored blocks JSON; unknown kinds are kept as they are. */
export function parseBlocks(json: string): Block[] {
  try {
    const value: unknown = JSON.parse(json)
    if (!Array.isArray(value)) return []
    return value.filter(
      (b: unknown): b is Block => typeof b === 'object' && b !== null && 'blockType' in b,
    )
  } catch {
    return []
  }
}

/**
 * The server's field errors of a block list, by block index: the part of
 * each field's path below the block ("locales.de.blocks[3].items[0].title"
 * under prefix "locales.de.blocks" is block 3's "items[0].title").
 */
export function blockErrors(
  fields: Record<string, string>,
  prefix: string,
): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>()
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(prefix + '[')) continue
    const m = /^\[(\d+)\]\.?(.*)$/.exec(path.slice(prefix.length))
    if (!m) continue
    const index = Number(m[1])
    const rest = m[2] ?? ''
    const errors = out.get(index) ?? {}
    errors[rest || 'blockType'] = message
    out.set(index, errors)
  }
  return out
}
