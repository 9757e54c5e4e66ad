import { Container } from '@/components/ui/container'

/**
 * The shop's maintenance notice (the owner's site settings), above the
 * header of every page while it is set; nothing otherwise.
 */
export function MaintenanceNotice({ notice }: { notice: string | null | undefined }) {
  const text = notice?.trim() ?? ''
  if (text === '') return null
  return (
    <div className="border-b border-amber-700 bg-amber-100 text-amber-950" data-maintenance-notice>
      <Container className="flex min-h-9 items-center justify-center py-1.5 text-center text-sm">
        <p className="font-medium whitespace-pre-line">{text}</p>
      </Container>
    </div>
  )
}
