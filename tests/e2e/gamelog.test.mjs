// The game as data, without a browser (console/views/game/log.js and files.js, review/mistakes.js): a game log
// read back (a game saved to a file and opened again), carried in the game's link and written
// out again is the same log, its cards dealt included; a link made before the cards dealt were
// recorded reads as it did; and the costliest decisions come worst first.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLog } from '../../console/views/game/files.js';
import { decode, encode, gameLog } from '../../console/views/game/log.js';
import { costliest } from '../../console/views/review/mistakes.js';
import { EXAMPLE_GAME, HANDS } from './results.mjs';

/** The log as the game view writes it: a six-card game's variant left out, the rules' match scoring said. */
const { variant, ...written } = EXAMPLE_GAME;

test('a game log read back, carried in the link and written out again is the same log, the cards dealt included', () => {
  assert.equal(variant, 'six_card');
  const game = readLog(EXAMPLE_GAME);
  assert.deepEqual(game.settings, { game: 'six_card', target: '', profile: 'social', muggins: false, fourflush: false, match: 'acc' });
  const hands = game.hands.map(encode).map((text) => decode(text, 2));
  assert.deepEqual(gameLog(hands, game.settings), { ...written, rules: { match_scoring: 'acc' } });
  // Without the cards dealt, none are sent.
  const undealt = hands.map((hand) => ({ ...hand, seats: hand.seats.map((seat) => ({ ...seat, dealt: '' })) }));
  assert.ok(gameLog(undealt, game.settings).hands.every((hand) => !('dealt' in hand)));
  // Each hand's link: the cards dealt after every other field.
  assert.equal(encode(hands[0]), '0*JS*6S 8C 10C 9H*AS QS 5H 4C 5D 3H go go 9D QH*3H QH QS 4C*AS 5H 5D 9D******3H QH 10C 9H QS 4C*AS 5H 6S 5D 8C 9D');
});

test('a link made before the cards dealt were recorded reads as it did, and is written the same', () => {
  for (const text of Object.values(HANDS)) {
    const hand = decode(text, 2);
    assert.deepEqual(hand.seats.map((seat) => seat.dealt), ['', '']);
    assert.equal(encode(hand), text);
  }
});

test('the referee\'s words survive the file: counts announced, a renege\'s decision, what the referee saw, muggins calls', () => {
  const log = {
    variant: 'five_card',
    target: 61,
    rules: { profile: 'acc_muggins', match_scoring: 'free_play' },
    hands: [{
      dealer: 1,
      starter: '5C',
      hands: [['4H', '6H', '9C'], ['5S', '5H', 'JC']],
      crib: ['AH', '3S', '8D', 'KH'],
      events: ['4H', { card: '5S', claimed: 2 }, { go: true, reneged: 'dead' }, 'go'],
      claims: { hands: [4, null], crib: 2, muggins: [{ on: 'hand', seat: 0, points: 2 }, { on: 'crib', points: 1 }, { on: 'play', event: 1, points: 2 }] },
      infractions: [{ seat: 1, kind: 'bottom_card_seen' }],
    }],
  };
  const game = readLog(log);
  const hands = game.hands.map(encode).map((text) => decode(text, 2));
  assert.deepEqual(gameLog(hands, game.settings), log);
});

test('a file that holds no game is not read as one', () => {
  for (const given of [null, [], {}, { hands: 'none' }, 'text']) assert.equal(readLog(given), null);
});

test('the costliest decisions: the worst verdict first, then the chance lost, then the points; none without a verdict', () => {
  const decision = (verdict, points, chance) => ({ verdict, loss: { points, win_probability: chance } });
  const answer = {
    decisions: [
      decision('none', 0.1, 0.001),
      decision('inaccuracy', 0.3, 0.02),
      decision('mistake', 0.7, 0.01),
      decision('blunder', 1.6, null),
      decision('mistake', 0.9, 0.04),
      decision('blunder', 2.2, 0.09),
    ],
  };
  assert.deepEqual(costliest(answer).map((d) => `${d.verdict} ${d.loss.points}`), ['blunder 2.2', 'blunder 1.6', 'mistake 0.9']);
  assert.deepEqual(costliest(answer, 10).map((d) => d.verdict), ['blunder', 'blunder', 'mistake', 'mistake', 'inaccuracy']);
  assert.deepEqual(costliest({ decisions: [decision('none', 0, 0)] }), []);
});
