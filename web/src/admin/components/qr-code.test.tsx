import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QrCode } from './qr-code'

describe('QrCode', () => {
  it('draws one square per dark module, inside a quiet zone of four modules', () => {
    render(<QrCode rows={['101', '010', '100']} label="QR-Code zum Einrichten" />)
    const svg = screen.getByRole('img', { name: 'QR-Code zum Einrichten' })
    expect(svg.getAttribute('viewBox')).toBe('0 0 11 11')
    const d = svg.querySelector('path')?.getAttribute('d')
    expect(d).toBe('M4 4h1v1h-1zM6 4h1v1h-1zM5 5h1v1h-1zM4 6h1v1h-1z')
  })
})
