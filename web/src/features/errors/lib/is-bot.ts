/**
 * Search engines, link previews and monitors. `bot\b` catches Googlebot,
 * bingbot, AdsBot-Google, Applebot and the like without matching phone
 * models such as "CUBOT_X30".
 */
const botPattern =
  /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|bingpreview|lighthouse|pingdom|ia_archiver/i

export function isBotUserAgent(userAgent: string): boolean {
  return botPattern.test(userAgent)
}
