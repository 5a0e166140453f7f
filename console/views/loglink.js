// A game log in a link, shared by the game (its "Review this game") and the review (its
// permalink): the log's JSON compressed (deflate-raw, the browser's own CompressionStream), then
// base64url, in one parameter `log`. A game of a dozen hands is a few kilobytes of JSON and well
// under two of link.

/** Text → deflate-raw → base64url. */
export async function pack(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The inverse of `pack`; throws when the link does not hold one. */
export async function unpack(packed) {
  const binary = atob(packed.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** A log as people read it, should they open it: the game's fields on the first line, then a line per hand. */
export function pretty(log) {
  if (!log || typeof log !== 'object' || !Array.isArray(log.hands)) return JSON.stringify(log, null, 1);
  const { hands, ...game } = log;
  const head = Object.entries(game).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)},\n `);
  return `{${head.join('')}"hands": [\n${hands.map((hand) => `  ${JSON.stringify(hand)}`).join(',\n')}\n ]\n}`;
}
