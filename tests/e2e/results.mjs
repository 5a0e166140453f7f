// A result on every view, as a permalink, and what its live region says once it is on screen.

import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';

/**
 * Two hands of a game as its link carries them (dealer*starter*crib*play*each seat's cards): the
 * service's 29 hand dealt by player 2, and the same cards dealt by player 1.
 */
export const HANDS = {
  by2: '1*5C*AH+3S+8D+KH*4H+5S+6H+5H+9C+go+go+5D+QD+JC*4H+6H+9C+QD*5S+5H+5D+JC',
  by1: '0*5C*AH+3S+8D+KH*5S+QD+5H+4H+5D+go+go+6H+JC+9C*4H+6H+9C+QD*5S+5H+5D+JC',
};

/** The console's example game: a real self-play game, player 1 winning 121 – 120 in hand 9. */
export const EXAMPLE_GAME = JSON.parse(readFileSync(new URL('../../console/examples/review-game.json', import.meta.url), 'utf8'));

/** A game log as the review's permalink carries it: deflate-raw, then base64url. */
export const reviewLink = (log) => `/#review?log=${deflateRawSync(JSON.stringify(log)).toString('base64url')}`;

/** The example game with the cards dealt in its second hand left out: its play judged, its two discards not. */
export const UNDEALT_GAME = { ...EXAMPLE_GAME, hands: EXAMPLE_GAME.hands.map((hand, index) => (index === 1 ? { ...hand, dealt: undefined } : hand)) };

/** The example game with a card dealt that is no card (hand 3, player 1, card 4): a log the review refuses. */
export const REFUSED_GAME = { ...EXAMPLE_GAME, hands: EXAMPLE_GAME.hands.map((hand, index) => (index === 2 ? { ...hand, dealt: [hand.dealt[0].with(3, 'QX'), hand.dealt[1]] } : hand)) };

/** The first two hands of the example game as the game view sends them, with the cards dealt and without. */
export const ENTERED_GAME = { rules: { match_scoring: 'acc' }, hands: EXAMPLE_GAME.hands.slice(0, 2) };
export const ENTERED_UNDEALT = { ...ENTERED_GAME, hands: ENTERED_GAME.hands.map(({ dealt, ...hand }) => hand) };

export const RESULTS = {
  hand: ['/#hand?c1=5H&c2=5S&c3=JD&c4=KC&starter=8C&claimed=8', /10 points/],
  play: ['/#play?events=4H+5S&hinthand=6H+9C+QD', /Player 1 should lay six of hearts/],
  advice: ['/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&own=35&opponent=37', /Best: lay away.* Who is winning before the deal: you/],
  referee: [
    '/#referee?dealer=1&score0=100&score1=90&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH&events=4H+5S+6H+5H+9C+go+go+5D+QD+JC&claim0=8&claim1=28&cribclaim=2&muggins=1',
    /Player 2 wins/,
  ],
  // Player 2 deals first; four hands, player 2 wins in the fourth (a double skunk).
  game: [`/#game?profile=acc&h=${HANDS.by2}&h=${HANDS.by1}&h=${HANDS.by2}&h=${HANDS.by1}`, /^Player 2 wins, 124 – 51, in hand 4/],
  review: [reviewLink(EXAMPLE_GAME), /^Player 1 wins, 121 – 120, in hand 9\. Player 1: 0 blunders/],
};

/** A game whose third hand is dealt by player 1 again: the deal does not pass. */
export const BROKEN_GAME = `/#game?profile=acc&h=${HANDS.by2}&h=${HANDS.by1}&h=0${HANDS.by2.slice(1)}&h=${HANDS.by1}`;
