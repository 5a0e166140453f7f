// The game in a file: saved as the game's log (the JSON the service takes, a line per hand, so the
// review opens it as it is), and opened again as the game's link would restore it.

import { pretty } from '../loglink.js';
import { encode, readLog } from './log.js';

/** Offers `log` as a file named `name` (the browser saves it). */
export function saveFile(log, name) {
  const url = URL.createObjectURL(new Blob([pretty(log)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's text as the game's link parameters (settings by name, each hand as `h`), or null when it holds no game. */
export function gameFile(text) {
  let game = null;
  try {
    game = readLog(JSON.parse(text));
  } catch {
    return null;
  }
  if (!game) return null;
  const params = new URLSearchParams();
  const { settings } = game;
  for (const name of ['game', 'target', 'profile', 'match']) if (settings[name]) params.set(name, settings[name]);
  if (settings.muggins) params.set('muggins', '1');
  if (settings.fourflush) params.set('fourflush', '1');
  for (const hand of game.hands) params.append('h', encode(hand));
  return params;
}
