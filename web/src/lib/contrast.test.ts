import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHexColor, readableTextColor, relativeLuminance } from './contrast'

describe('parseHexColor', () => {
  it.each([
    ['#1c3f2d', [28, 63, 45]],
    ['#FFF', [255, 255, 255]],
    [' #000000 ', [0, 0, 0]],
  ])('reads %j', (value, rgb) => {
    expect(parseHexColor(value)).toEqual(rgb)
  })

  it.each(['', 'red', '#12345', '#gggggg', 'rgb(0,0,0)', null, undefined])(
    'refuses %j',
    (value) => {
      expect(parseHexColor(value)).toBeNull()
    },
  )
})

describe('readableTextColor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#f5d76e', '#000000'],
    ['#c9a45c', '#000000'],
    ['#132e20', '#ffffff'],
    ['#b91c1c', '#ffffff'],
    ['#0057b8', '#ffffff'],
  ])('puts readable text on %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text)
  })

  it('always reaches 4.5:1', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`
      const text = readableTextColor(hex)
      const rgb = parseHexColor(hex)
      const textRgb = parseHexColor(text)
      expect(rgb && textRgb).toBeTruthy()
      if (!rgb || !textRgb) continue
      expect(
        contrastRatio(relativeLuminance(rgb), relativeLuminance(textRgb)),
      ).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('gives up on colours it cannot read', () => {
    expect(readableTextColor('tomato')).toBeNull()
  })
})
