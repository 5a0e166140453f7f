#!/usr/bin/env python3
"""Writes the committed seed inputs, fuzz/seeds/<target>/<name>.

The structured targets decode their input with `arbitrary` 1.x (`#[derive(Arbitrary)]`), so the
seeds here spell that layout out: u8 one byte, bool `byte & 1`, u16/u32 little-endian, Option a
bool then the value, an enum a u32 `x` choosing variant `(x * count) >> 32`, and the last field's
Vec one element per leading `1` byte. Keep this file in step with the `Input` structs; check a seed
with `cargo fuzz fmt <target> seeds/<target>/<name>`.
"""

import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def write(target, name, data):
    folder = os.path.join(HERE, "seeds", target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(bytes(data))


def u16(n):
    return list(struct.pack("<H", n))


def variant(count, index):
    """The u32 that picks variant `index` of an enum with `count` variants."""
    x = -(-(index << 32) // count)  # ceil(index * 2^32 / count)
    return list(struct.pack("<I", x))


def some(value):
    return [1, value]


NONE = [0]

# --- card_parser: text ---------------------------------------------------------------------
for name, text in {
    "five_of_hearts": "5H",
    "ten_lower": "10d",
    "ten_symbol": "T\u2665",
    "queen_white_club": "q\u2667",
    "unknown_rank": "11H",
    "trailing": "5HH",
    "list_with_repeats": "AS 5H,5H 10C jd x",
}.items():
    write("card_parser", name, text)

# --- hand_scoring: picks [u8; 5], crib, crib_four_flush, five_card, rotate ------------------
# Each pick indexes the cards not yet picked (rank-major: AS AH AD AC 2S ...).
write("hand_scoring", "twenty_nine", [16, 16, 16, 40, 16, 0, 0, 0, 0])  # 5S 5H 5D JC / 5C
write("hand_scoring", "crib_four_flush", [5, 12, 19, 26, 32, 1, 1, 0, 2])  # 2H 4H 6H 8H / 10S
write("hand_scoring", "five_card_run", [10, 13, 16, 45, 20, 0, 0, 1, 1])  # 3D 4D 5D / 6C
write("hand_scoring", "nineteen", [4, 12, 20, 28, 44, 0, 0, 0, 0])  # 2S 4H 6D 8C / KS

# --- pegging: variant, players: Option<u8>, with_hands, deal [u8; 16], ops ------------------
def peg_honest(k, named):
    return [1] + variant(4, 0) + [k, int(named)]


def peg_card(card, player=None):
    return [1] + variant(4, 1) + [card] + (NONE if player is None else some(player))


def peg_go(player=None):
    return [1] + variant(4, 2) + (NONE if player is None else some(player))


PEG_FINISH = [1] + variant(4, 3)

DEAL = [7, 23, 41, 3, 17, 29, 11, 5, 31, 19, 2, 37, 13, 43, 0, 9]
for index, name in enumerate(["six_card", "three_player", "four_player", "five_card"]):
    ops = []
    for k in range(24):
        ops += peg_honest(k, k % 3 == 0)
    write("pegging", f"honest_{name}_with_hands", [index, 0, 1] + DEAL + ops + PEG_FINISH)
# Without the hands: honest moves, a card out of turn, a repeated card, a go, a finish too early.
ops = peg_honest(0, True) + peg_card(40, 0) + peg_honest(1, False) + peg_card(0) + peg_go()
ops += PEG_FINISH
for k in range(12):
    ops += peg_honest(k, False)
write("pegging", "mixed_without_hands", [0, 0, 0] + DEAL + ops + PEG_FINISH)

# --- round: variant, dealer, target u16, scores [u16; 4], picks [u8; 21], crib_four_flush,
# free_play, muggins, three_for_last: Option<bool>, hand_claims: Option<[Option<u8>; 4]>,
# crib_claim: Option<u8>, ops -----------------------------------------------------------------
def round_honest(k, named=False, claim=None):
    return [1] + variant(3, 0) + [k, int(named)] + (NONE if claim is None else some(claim))


def round_input(var, dealer, target, scores, muggins=False, three=None, hand_claims=None,
                crib_claim=None, ops_count=24, claim_every=0):
    data = [var, dealer] + u16(target)
    for s in scores:
        data += u16(s)
    data += [(7 * i + 3) % 52 for i in range(21)]
    data += [0, 0, int(muggins)]
    data += NONE if three is None else some(int(three))
    if hand_claims is None:
        data += NONE
    else:
        data += [1]
        for c in hand_claims:
            data += NONE if c is None else some(c)
    data += NONE if crib_claim is None else some(crib_claim)
    for k in range(ops_count):
        claim = 0 if claim_every and k % claim_every == 0 else None
        data += round_honest(k, k % 2 == 0, claim)
    return data


write("round", "six_card_from_zero", round_input(0, 1, 120, [0, 0, 0, 0]))
write("round", "six_card_near_the_end", round_input(0, 0, 120, [115, 100, 0, 0]))
write("round", "three_player", round_input(1, 2, 120, [40, 50, 60, 0]))
write("round", "four_player", round_input(2, 3, 120, [80, 90, 80, 90]))
write("round", "five_card_three_for_last", round_input(3, 0, 60, [0, 0, 0, 0], three=True))
write(
    "round",
    "muggins_with_claims",
    round_input(0, 1, 120, [10, 20, 0, 0], muggins=True, hand_claims=[0, 1, None, None],
                crib_claim=0, claim_every=3),
)

# --- discard: variant, picks [u8; 6], own_crib, expert, mangle, option ---------------------
write("discard", "six_card_dealer", [0, 12, 15, 20, 33, 34, 37, 1, 0, 0, 0])
write("discard", "six_card_expert_pone", [0, 16, 16, 36, 44, 4, 28, 0, 1, 0, 3])
write("discard", "three_player", [1, 41, 16, 16, 33, 40, 0, 0, 0, 0, 2])
write("discard", "five_card", [3, 4, 9, 14, 19, 24, 0, 1, 0, 0, 5])

# --- request_json: selector byte (endpoint, bit 3 German) then the body --------------------
ENDPOINTS = {"hands": 0, "pegging_score": 1, "pegging_validate": 2, "discards": 3, "rounds": 4,
             "pegging_recommend": 5, "discards_with_play": 3, "position": 6}
BODIES = {
    "hands": {"hand": ["5H", "5S", "JD", "KC"], "starter": "8C", "crib": False, "claimed": 10,
              "rules": {"crib_four_flush": True}},
    "pegging_score": {"events": ["KH", "6S", "KD", "go", "2H", "2C", "8S", "7S", "9S"],
                      "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]],
                      "complete": True},
    "pegging_validate": {"series": ["7H", "8S"], "card": "8D", "hand": ["8D", "KC", "2H"]},
    "discards": {"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": True,
                 "distribution": True},
    "pegging_recommend": {"hand": ["5H", "6C", "9S", "JD"], "events": ["10S"], "starter": "7S",
                          "discards": ["2C", "9D"], "level": "expert",
                          "opponent": "inferred"},
    "position": {"scores": [35, 37], "dealer": 0, "rules": {"match_scoring": "free_play"}},
    "discards_with_play": {"cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": False,
                           "play": True, "objective": "net_with_play"},
    "rounds": {"dealer": 1, "scores": [119, 100], "starter": "5C",
               "hands": [["7H", "2D", "9C", "QS"], ["5S", "5H", "5D", "JC"]],
               "crib": ["AH", "3S", "8D", "KH"],
               "events": ["7H", "5S", "2D", "5H", "9C", "go", "QS", "5D", "JC"],
               "rules": {"muggins": True}, "claims": {"hands": [4, 20], "crib": 2}},
}
for name, body in BODIES.items():
    write("request_json", name, [ENDPOINTS[name]] + list(json.dumps(body).encode()))
write("request_json", "three_players_german", [8 | 1] + list(json.dumps(
    {"players": 3, "events": [{"card": "10H", "player": 0}, {"card": "5S", "player": 1},
                              {"card": "5D", "player": 2, "claimed": 2}]}).encode()))

# --- advice: five_card, picks[11], steps, choices[12], with_starter, discards, mangle -------
for name, (five, steps, starter, discards, mangle) in {
    "six_card_lead": (0, 0, 1, 2, 0),
    "six_card_mid_play": (0, 5, 1, 0, 0),
    "five_card_reply": (1, 1, 0, 2, 0),
    "hand_card_played": (0, 4, 0, 0, 1),
    "three_players": (0, 2, 1, 1, 3),
    "play_over": (1, 0, 0, 0, 4),
}.items():
    write("advice", name, [five] + list(range(3, 36, 3)) + [steps] + list(range(12)) + [starter, discards, mangle])

# --- position: enum Input { Body(&[u8]), Board { variant, dealer, target: Option<u32>, fold,
# free_play, scores: Vec<u32> } }; a Body is the rest of the input as it is; the last field's Vec
# is one element per leading 1 byte ----------------------------------------------------------


def rest(elements):
    return [b for element in elements for b in [1] + element]


def u32(n):
    return list(struct.pack("<I", n))


for name, body in {
    "body_love_all": {"scores": [0, 0], "dealer": 0},
    "body_free_play": {"scores": [115, 117], "dealer": 1, "rules": {"match_scoring": "free_play"}},
    "body_five_card": {"variant": "five_card", "scores": [0, 3], "dealer": 0, "target": 61},
    "body_refused": {"variant": "three_player", "scores": [121, -1, 3], "dealer": 2, "target": 100},
}.items():
    write("position", name, variant(2, 0) + list(json.dumps(body).encode()))
for name, (var, dealer, target, fold, free_play, scores) in {
    "board_six_card": (0, 0, NONE, 0, 0, [35, 37]),
    "board_five_card_folded": (1, 1, [1] + u32(1), 1, 1, [60, 3]),
    "board_at_the_target_folded": (4, 2, NONE, 1, 0, [121, 122, 5]),
    "board_four_players": (3, 0, [1] + u32(121), 0, 0, [0, 0, 0, 0]),
}.items():
    write("position", name, variant(2, 1) + [var, dealer] + target + [fold, free_play]
          + rest([u32(s) for s in scores]))

# --- review: five_card, policies [u8; 2], first_dealer, seed u32, slip: Option<(u8, bool)>,
# target: Option<u16>, window: Option<u8>, json, mutations (enum Mutation, 8 variants, each field a
# u8) ------------------------------------------------------------------------------------------
# Policies: 0 random, 1 greedy, 2 expert, 3 position. A target t is 1 + t % 300; a window w the
# (at most) three hands from hand w % hands.
def mutation(kind, *fields):
    kinds = ["card", "text", "drop_seat", "drop_dealt", "swap", "truncate", "dealer", "hands"]
    return variant(len(kinds), kinds.index(kind)) + list(fields)


def review_input(five, policies, first_dealer, seed, slip=None, target=None, window=None,
                 json_edge=False, mutations=()):
    data = [int(five)] + list(policies) + [int(first_dealer)] + u32(seed)
    data += NONE if slip is None else [1, slip[0], int(slip[1])]
    data += NONE if target is None else [1] + u16(target)
    data += NONE if window is None else some(window)
    data += [int(json_edge)]
    return data + rest(list(mutations))


# The games as played, whole: reviewed, over, with the self-play winner.
write("review", "six_card_expert_position_as_played", review_input(False, [2, 3], False, 7))
write("review", "five_card_json_with_slip",
      review_input(True, [1, 2], True, 11, slip=(0, True), json_edge=True))
# Two hands of a random game, a card replaced, a text that is no card, the last play cut short.
write("review", "six_card_mangled_cards", review_input(False, [0, 1], False, 3, window=0, mutations=[
    mutation("hands", 1), mutation("card", 1, 0, 2, 40), mutation("text", 0, 1, 5, 1),
    mutation("truncate", 1, 3)]))
# Refusals through JSON: a hand without dealt, a seat's dealt dropped, dealt swapped, a dealer
# changed.
write("review", "json_refusals", review_input(False, [2, 2], True, 5, window=1, json_edge=True, mutations=[
    mutation("drop_dealt", 2), mutation("drop_seat", 0, 1), mutation("swap", 1),
    mutation("dealer", 3, 1)]))
# Five-card to 3: the pone's three for last wins the first hand at once (an open finding: both
# discards are judged; see fuzz/README.md).
write("review", "five_card_three_for_last_wins", review_input(True, [3, 0], False, 2, target=2,
      window=0, mutations=[mutation("hands", 0)]))
