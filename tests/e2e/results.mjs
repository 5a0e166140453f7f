// A result on every view, as a permalink, and what its live region says once it is on screen.

export const RESULTS = {
  hand: ['/#hand?c1=5H&c2=5S&c3=JD&c4=KC&starter=8C&claimed=8', /10 points/],
  play: ['/#play?events=4H+5S&hinthand=6H+9C+QD', /Player 1 should lay six of hearts/],
  advice: ['/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&own=35&opponent=37', /Best: lay away.* Who is winning before the deal: you/],
  referee: [
    '/#referee?dealer=1&score0=100&score1=90&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH&events=4H+5S+6H+5H+9C+go+go+5D+QD+JC&claim0=8&claim1=28&cribclaim=2&muggins=1',
    /Player 2 wins/,
  ],
};
