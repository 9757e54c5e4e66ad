import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TextProvider } from '../lib/text'
import { BlockEditor } from './block-editor'
import type { Block } from './block-editor-model'

const file = (id: string, filename: string, alt: string) => ({
  id,
  filename,
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  filesize: 2048,
  thumbnailUrl: `/media/small/${id.padStart(64, '0')}`,
  alt: [{ locale: 'en', text: alt }],
})

/** The admin API as the pickers ask it: one file by id, a page of pictures, the forms. */
function answer(query: string, variables: Record<string, unknown> | undefined): unknown {
  if (query.includes('mediaFile(id')) {
    const id = variables?.id
    return {
      mediaFile:
        id === '7'
          ? file('7', 'koppel.jpg', 'Paddock')
          : id === '8'
            ? file('8', 'sattel.jpg', 'Saddle')
            : null,
    }
  }
  if (query.includes('mediaFiles(')) {
    expect(query).toContain('kind: "image"')
    return {
      mediaFiles: {
        items: [file('7', 'koppel.jpg', 'Paddock'), file('8', 'sattel.jpg', 'Saddle')],
        totalCount: 2,
      },
    }
  }
  if (query.includes('staffForms'))
    return {
      staffForms: [
        { id: '3', code: 'kontakt', title: 'Kontakt' },
        { id: '4', code: 'gewinnspiel', title: 'Gewinnspiel' },
      ],
    }
  throw new Error('unexpected query ' + query)
}

function Harness({ initial }: { initial: Block[] }) {
  const [blocks, setBlocks] = useState(initial)
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <TextProvider initial="en">
        <BlockEditor
          blocks={blocks}
          onChange={setBlocks}
          label="Blocks"
          fieldPrefix="locales.de.blocks"
        />
        <output data-testid="json">{JSON.stringify(blocks)}</output>
      </TextProvider>
    </QueryClientProvider>
  )
}

const stored = () => JSON.parse(screen.getByTestId('json').textContent) as Block[]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the pickers of the block editor', () => {
  test('an image field shows the chosen picture, opens the library, changes and removes it; the form block picks a form by name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as {
          query: string
          variables?: Record<string, unknown>
        }
        return Promise.resolve(
          new Response(JSON.stringify({ data: answer(body.query, body.variables) })),
        )
      }),
    )
    const user = userEvent.setup()
    render(
      <Harness
        initial={[
          {
            blockType: 'textImage',
            id: 'ti-1',
            headline: 'Koppel',
            image: 7,
            imagePosition: 'left',
          },
          { blockType: 'dynamicForm', id: 'df-1', form: 3 },
        ]}
      />,
    )
    const group = await screen.findByRole('group', { name: 'Image' })
    expect(await within(group).findByRole('img', { name: 'Paddock' })).toBeInTheDocument()

    await user.click(within(group).getByRole('button', { name: 'Choose from the library' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' })
    await user.click(await within(dialog).findByRole('button', { name: 'Saddle' }))
    await waitFor(() => {
      expect(stored()[0]?.image).toBe(8)
    })
    expect(await within(group).findByRole('img', { name: 'Saddle' })).toBeInTheDocument()

    await user.click(within(group).getByRole('button', { name: 'Remove picture' }))
    expect(stored()[0]?.image).toBeUndefined()
    expect(within(group).getByText('No picture chosen')).toBeInTheDocument()

    const form = await screen.findByRole('combobox', { name: 'Form' })
    await waitFor(() => {
      expect(
        within(form).getByRole('option', { name: 'Gewinnspiel (gewinnspiel)' }),
      ).toBeInTheDocument()
    })
    expect(form).toHaveValue('3')
    await user.selectOptions(form, 'Gewinnspiel (gewinnspiel)')
    expect(stored()[1]?.form).toBe(4)
  })
})
