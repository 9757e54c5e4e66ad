import { useEffect, useRef } from 'react'

/**
 * The errors about a whole form, above it: announced (role="alert") and
 * focused whenever a new list of them arrives, so a keyboard or screen
 * reader user lands on them (errors beside a field take the focus to that
 * field instead; applyServerErrors decides).
 */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (messages.length > 0) ref.current?.focus()
  }, [messages])
  if (messages.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-5 rounded-md border border-red-800 bg-cream-50 p-4 text-red-800 outline-none"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
