// Crawlers get the complete document in one piece (DESIGN.md §4 step 5); shoppers get the shell first.
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|bingpreview|yandex|mediapartners|facebookexternalhit|vkshare|embedly|pinterest|whatsapp|telegrambot|lighthouse/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
