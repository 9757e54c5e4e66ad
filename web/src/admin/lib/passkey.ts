/**
 * Passkeys (WebAuthn) in the browser: the server's options come as JSON with
 * binary values in base64url; navigator.credentials wants ArrayBuffers, and
 * its answer goes back as JSON with base64url again.
 */

/** Bytes as base64url without padding. */
export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const b of view) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** base64url (with or without padding, or plain base64) as bytes. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

interface DescriptorJSON {
  type: 'public-key'
  id: string
  transports?: AuthenticatorTransport[]
}

/** The server's options for navigator.credentials.create. */
export interface CreationOptionsJSON {
  publicKey: Omit<
    PublicKeyCredentialCreationOptions,
    'challenge' | 'user' | 'excludeCredentials'
  > & {
    challenge: string
    user: { id: string; name: string; displayName: string }
    excludeCredentials?: DescriptorJSON[]
  }
}

/** The server's options for navigator.credentials.get. */
export interface RequestOptionsJSON {
  publicKey: Omit<PublicKeyCredentialRequestOptions, 'challenge' | 'allowCredentials'> & {
    challenge: string
    allowCredentials?: DescriptorJSON[]
  }
  mediation?: CredentialMediationRequirement
}

function descriptors(list: DescriptorJSON[] | undefined): PublicKeyCredentialDescriptor[] {
  return (list ?? []).map((d) => ({ ...d, id: fromBase64url(d.id) }))
}

/** Creation options as navigator.credentials.create takes them. */
export function creationOptions(json: CreationOptionsJSON): PublicKeyCredentialCreationOptions {
  const { challenge, user, excludeCredentials, ...rest } = json.publicKey
  return {
    ...rest,
    challenge: fromBase64url(challenge),
    user: { ...user, id: fromBase64url(user.id) },
    excludeCredentials: descriptors(excludeCredentials),
  }
}

/** Request options as navigator.credentials.get takes them. */
export function requestOptions(json: RequestOptionsJSON): PublicKeyCredentialRequestOptions {
  const { challenge, allowCredentials, ...rest } = json.publicKey
  return {
    ...rest,
    challenge: fromBase64url(challenge),
    allowCredentials: descriptors(allowCredentials),
  }
}

/** A new credential's answer as JSON for the server. */
export function attestationJSON(credential: PublicKeyCredential) {
  const response = credential.response as AuthenticatorAttestationResponse
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      transports: response.getTransports(),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
  }
}

/** A sign-in's answer as JSON for the server. */
export function assertionJSON(credential: PublicKeyCredential) {
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      userHandle: response.userHandle ? toBase64url(response.userHandle) : undefined,
    },
    clientExtensionResults: credential.getClientExtensionResults(),
  }
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** Why the browser gave no passkey: the person cancelled, or it cannot. */
export class PasskeyAborted extends Error {
  readonly reason: 'cancelled' | 'unsupported' | 'failed'
  constructor(reason: 'cancelled' | 'unsupported' | 'failed') {
    super(reason)
    this.name = 'PasskeyAborted'
    this.reason = reason
  }
}

function aborted(error: unknown): PasskeyAborted {
  if (
    error instanceof DOMException &&
    (error.name === 'NotAllowedError' || error.name === 'AbortError')
  )
    return new PasskeyAborted('cancelled')
  if (error instanceof DOMException && error.name === 'NotSupportedError')
    return new PasskeyAborted('unsupported')
  return new PasskeyAborted('failed')
}

/** Asks the browser for a new passkey; its answer as JSON. */
export async function createPasskey(options: CreationOptionsJSON) {
  if (!passkeysSupported()) throw new PasskeyAborted('unsupported')
  let credential: Credential | null
  try {
    credential = await navigator.credentials.create({ publicKey: creationOptions(options) })
  } catch (error) {
    throw aborted(error)
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyAborted('failed')
  return attestationJSON(credential)
}

/** Asks the browser to sign in with a passkey; its answer as JSON. */
export async function getPasskey(options: RequestOptionsJSON) {
  if (!passkeysSupported()) throw new PasskeyAborted('unsupported')
  let credential: Credential | null
  try {
    credential = await navigator.credentials.get({
      publicKey: requestOptions(options),
      mediation: options.mediation ?? 'optional',
    })
  } catch (error) {
    throw aborted(error)
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyAborted('failed')
  return assertionJSON(credential)
}
