//! Polish, in the words of seed 004 (the Polish rules): "piętnaście dwa, piętnaście cztery i para
//! to sześć"; para, para królewska, podwójna para królewska, sekwens, kolor, "jeden za waleta",
//! "dwa na dwie nogi", "Dalej" for a go, ostatnia karta, krib, nierozdający for the pone.
//!
//! A flush is said with what it is worth ("kolor za cztery"), since Polish puts the number after
//! "z" in the genitive ("z czterech kart") and the table holds each number word once.

pub(super) mod refusals;
pub(super) mod request;
pub(crate) mod review;
pub(super) mod rulebook;

use super::Texts;

/// The Polish words.
pub(super) static TEXTS: Texts = Texts {
    numbers: [
        "zero",
        "jeden",
        "dwa",
        "trzy",
        "cztery",
        "pięć",
        "sześć",
        "siedem",
        "osiem",
        "dziewięć",
        "dziesięć",
        "jedenaście",
        "dwanaście",
        "trzynaście",
        "czternaście",
        "piętnaście",
        "szesnaście",
        "siedemnaście",
        "osiemnaście",
        "dziewiętnaście",
        "dwadzieścia",
        "dwadzieścia jeden",
        "dwadzieścia dwa",
        "dwadzieścia trzy",
        "dwadzieścia cztery",
        "dwadzieścia pięć",
        "dwadzieścia sześć",
        "dwadzieścia siedem",
        "dwadzieścia osiem",
        "dwadzieścia dziewięć",
        "trzydzieści",
        "trzydzieści jeden",
    ],
    many: "wiele",
    and: "i",
    before_and: " ",
    makes: "to",
    fifteen: "piętnaście",
    zero_hand: "dziewiętnaście",
    pair: "para",
    another_pair: "jeszcze jedna para",
    pair_royal: "para królewska",
    double_pair_royal: "podwójna para królewska",
    runs: [
        "sekwens z trzech kart",
        "sekwens z czterech kart",
        "sekwens z pięciu kart",
        "sekwens z sześciu kart",
        "sekwens z siedmiu kart",
    ],
    other_runs: [
        "jeszcze jeden sekwens z trzech kart",
        "jeszcze jeden sekwens z czterech kart",
        "jeszcze jeden sekwens z pięciu kart",
        "jeszcze jeden sekwens z sześciu kart",
        "jeszcze jeden sekwens z siedmiu kart",
    ],
    flush_of: "kolor za",
    nobs: "jeden za waleta",
    thirty_one: "trzydzieści jeden za dwa",
    go: "jeden za Dalej",
    last_card: "jeden za ostatnią kartę",
    his_heels: "dwa na dwie nogi",
    muggins: "muggins",
    renege_penalty: "dwa karne za fałszywe Dalej",
    renege_by: " gracza na miejscu {seat}",
    missed_by: "za przeoczenie gracza na miejscu {seat}",
    three_for_last: "trzy dla nierozdającego",
    not_in_hand: "karty {card} nie ma w ręce",
    past_thirty_one: "{card} podniosłaby sumę do {count}, ponad 31",
    go_while_card_fits: "„Dalej” nie wolno mówić, gdy pasuje karta: {cards}",
    faces: ["A", "W", "D", "K"],
};
