import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { TextProvider } from '../lib/text'
import { BlockEditor } from './block-editor'
import { blockErrors, type Block } from './block-editor-model'

/** The editor with its list held as a page's editor holds it. */
function Harness({ initial, errors }: { initial: Block[]; errors?: Record<string, string> }) {
  const [blocks, setBlocks] = useState(initial)
  return (
    <TextProvider initial="en">
      <BlockEditor
        blocks={blocks}
        onChange={setBlocks}
        label="Blocks"
        fieldPrefix="locales.de.blocks"
        errors={errors ? blockErrors(errors, 'locales.de.blocks') : undefined}
      />
      <output data-testid="json">{JSON.stringify(blocks)}</output>
    </TextProvider>
  )
}

function stored(): Block[] {
  return JSON.parse(screen.getByTestId('json').textContent) as Block[]
}

const richtext = (n: number): Block => ({
  blockType: 'richtext',
  id: `richtext-${String(n)}`,
  html: `<p>Absatz ${String(n)}</p>`,
})

describe('the block editor', () => {
  test('adds, moves by keyboard with an announcement, duplicates and removes blocks', async () => {
    const user = userEvent.setup()
    render(<Harness initial={[richtext(1), { blockType: 'anchor', id: 'a-1', anchorId: 'top' }]} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Block type' }), 'intro')
    await user.click(screen.getByRole('button', { name: 'Add block' }))
    expect(stored().map((b) => b.blockType)).toEqual(['richtext', 'anchor', 'intro'])
    expect(screen.getByText('Block “Intro” added.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Move block 3 “Intro” up' }))
    expect(stored().map((b) => b.blockType)).toEqual(['richtext', 'intro', 'anchor'])
    expect(screen.getByText('“Intro” is now at position 2 of 3.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Duplicate block 1 “Rich text”' }))
    const after = stored()
    expect(after.map((b) => b.blockType)).toEqual(['richtext', 'richtext', 'intro', 'anchor'])
    expect(after[1]?.html).toBe('<p>Absatz 1</p>')
    expect(after[1]?.id).not.toBe(after[0]?.id)

    await user.click(screen.getByRole('button', { name: 'Remove block 4 “Anchor”' }))
    expect(stored().map((b) => b.blockType)).toEqual(['richtext', 'richtext', 'intro'])
  })

  test('moves a block by dragging its handle', () => {
    render(<Harness initial={[richtext(1), richtext(2), richtext(3)]} />)
    const data = new Map<string, string>()
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      get types() {
        return [...data.keys()]
      },
      effectAllowed: 'none',
    }
    fireEvent.dragStart(screen.getByRole('button', { name: 'Drag block 3 “Rich text”' }), {
      dataTransfer,
    })
    const first = screen.getAllByRole('listitem')[0]
    if (!first) throw new Error('no first block')
    fireEvent.dragOver(first, { dataTransfer, clientY: -1000 })
    fireEvent.drop(first, { dataTransfer, clientY: -1000 })
    expect(stored().map((b) => b.id)).toEqual(['richtext-3', 'richtext-1', 'richtext-2'])
  })

  test('shows the server’s errors on the block’s field', () => {
    render(
      <Harness
        initial={[richtext(1), { blockType: 'anchor', id: 'a-1', anchorId: 'kein anker' }]}
        errors={{ 'locales.de.blocks[1].anchorId': 'Not a valid anchor.' }}
      />,
    )
    const anchor = screen.getByRole('textbox', { name: 'Anchor (id) *' })
    expect(anchor).toHaveAccessibleDescription('Not a valid anchor.')
    expect(anchor).toHaveAttribute('data-field', 'locales.de.blocks[1].anchorId')
    expect(anchor).toBeInvalid()
  })

  test('edits a list field: items added and typed into', async () => {
    const user = userEvent.setup()
    render(
      <Harness
        initial={[
          { blockType: 'accordeon', id: 'faq', items: [{ title: 'Frage 1', html: '<p>A</p>' }] },
        ]}
      />,
    )
    const item = screen.getByRole('group', { name: 'Entries' })
    await user.click(within(item).getByRole('button', { name: 'Add an entry to “Entries”' }))
    const titles = within(item).getAllByRole('textbox', { name: 'Title *' })
    const second = titles[1]
    if (!second) throw new Error('no second entry')
    await user.type(second, 'Frage 2')
    expect(stored()[0]?.items).toEqual([
      { title: 'Frage 1', html: '<p>A</p>' },
      { title: 'Frage 2', html: '' },
    ])
  })

  test('a page of 200 blocks: typing into the 200th block loses no keystroke', async () => {
    // Its speed in a browser is measured by make bench
    // (e2e/measure/page-editor.measure.ts), not here.
    const blocks = Array.from({ length: 200 }, (_, i) => richtext(i + 1))
    act(() => {
      render(<Harness initial={blocks} />)
    })
    const last = document.querySelector<HTMLTextAreaElement>(
      '[data-field="locales.de.blocks[199].html"]',
    )
    if (!last) throw new Error('no 200th block')
    expect(document.querySelectorAll('[data-block-id]')).toHaveLength(200)
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
    const typed = ' – Jede Taste zählt: äöüß 0123456789 abcdefghijklmnopqrstuvwxyz'
    await user.type(last, typed)
    expect(last).toHaveValue('<p>Absatz 200</p>' + typed)
    expect(stored()[199]?.html).toBe('<p>Absatz 200</p>' + typed)
    expect(stored()[198]?.html).toBe('<p>Absatz 199</p>')
  }, 120_000)
})
