/**
 * A QR code drawn as SVG from the server's rows of modules ("1" dark, no
 * quiet zone): the CSP allows no data: images, and a path scales sharply at
 * any size. The quiet zone of four modules is added here, on a white ground,
 * so phones read it on a dark screen too.
 */
export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length
  const quiet = 4
  const full = size + 2 * quiet
  let path = ''
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '1') path += `M${String(x + quiet)} ${String(y + quiet)}h1v1h-1z`
    }
  })
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(full)} ${String(full)}`}
      shapeRendering="crispEdges"
      className="h-auto w-56 max-w-full"
    >
      <rect width={full} height={full} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
