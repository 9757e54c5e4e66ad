import { ApiError, auth } from './api'
import {
  createPasskey,
  getPasskey,
  PasskeyAborted,
  type CreationOptionsJSON,
  type RequestOptionsJSON,
} from './passkey'
import type { SessionAnswer, Staff } from './session'
import type { TextKey } from './text'

/**
 * The passkey ceremonies against /admin/api/auth: each begins on the server
 * (which keeps its challenge behind an HttpOnly cookie), asks the browser,
 * and finishes on the server. A browser that gives no passkey answers an
 * ApiError with a translated message, as the server's errors are.
 */

/** A passkey as the Security page lists it. */
export interface PasskeyItem {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
  synced: boolean
}

type Translate = (key: TextKey) => string

function browserError(error: unknown, t: Translate): unknown {
  if (error instanceof PasskeyAborted)
    return new ApiError(t(('passkey.' + error.reason) as TextKey), {
      status: 0,
      code: 'PASSKEY_' + error.reason.toUpperCase(),
    })
  return error
}

/**
 * Signs in with a passkey: without a password (mode "sign-in"), or as the
 * second factor after it.
 */
export async function passkeySignIn(
  mode: 'sign-in' | 'second-factor',
  t: Translate,
): Promise<SessionAnswer> {
  const begun = await auth<{ options: RequestOptionsJSON }>('POST', `/passkey/${mode}/start`, {})
  let credential
  try {
    credential = await getPasskey(begun.options)
  } catch (error) {
    throw browserError(error, t)
  }
  return auth<SessionAnswer>('POST', `/passkey/${mode}/finish`, { credential })
}

/**
 * Registers a new passkey: for the signed-in member after confirm (their
 * password or a current code), or during the enrolment (confirm empty).
 */
export async function registerPasskey(
  confirm: string,
  name: string,
  t: Translate,
): Promise<SessionAnswer & { passkey?: PasskeyItem; staff?: Staff }> {
  const begun = await auth<{ options: CreationOptionsJSON }>('POST', '/passkeys/register/start', {
    confirm,
  })
  let credential
  try {
    credential = await createPasskey(begun.options)
  } catch (error) {
    throw browserError(error, t)
  }
  return auth('POST', '/passkeys/register/finish', { name, credential })
}
