//! English: the rules paraphrased (never quoted: the ACC text is the ACC's), and the rulings as
//! a referee says them at the table.

use crate::rulebook_texts::table::{RuleText, RulebookTexts, Sentences};

/// The English words.
pub(crate) static TEXTS: RulebookTexts = RulebookTexts {
    profiles: [
        "Social play",
        "ACC tournament rules",
        "ACC tournament rules with muggins",
    ],
    dealer: ["the dealer", "the dealer"],
    pone: ["the pone", "the pone"],
    seat: ["the player in seat {seat}", "the player in seat {seat}"],
    points: ["one point", "{n} points", "{n} points"],
    and: "and",
    claimed: [
        ["a card of the play", "a card of the play"],
        ["the hand", "the hand"],
        ["the crib", "the crib"],
        ["his heels", "his heels"],
        ["a penalty", "a penalty"],
        ["a muggins score", "a muggins score"],
        ["a backward penalty", "a backward penalty"],
    ],
    rules: [
        RuleText {
            title: "His heels",
            summary: "A jack turned as the starter scores 2 for the dealer at once; it may win \
                      the game.",
        },
        RuleText {
            title: "Renege",
            summary: "A go said while a card fits is flagged; with three players it costs 2 \
                      points to each opponent (seed 001), with two or four it costs nothing.",
        },
        RuleText {
            title: "Muggins (house rule)",
            summary: "Only with the house rule: points a count leaves out, in the show or for a \
                      card of the play, go to the next opponent.",
        },
        RuleText {
            title: "Counts announced wrong",
            summary: "A count announced too high is pegged at its true value, and so is one too \
                      low unless muggins is on.",
        },
        RuleText {
            title: "Order of counting",
            summary: "Hands are counted from the seat after the dealer round to the dealer, then \
                      the crib; the first side to reach the target wins at once.",
        },
        RuleText {
            title: "Bottom card seen",
            summary: "The dealer may not look at the bottom card after the last shuffle: 2 \
                      points to the pone, and the pack is shuffled again.",
        },
        RuleText {
            title: "Crib cards taken back",
            summary: "Cards laid away to the crib and let go may not be taken back and looked \
                      at: 2 points to the opponent; unless mixed with the hand, they go back to \
                      the crib.",
        },
        RuleText {
            title: "Crib examined early",
            summary: "The crib may not be looked at or shown before its count: 2 points to the \
                      opponent.",
        },
        RuleText {
            title: "Crib examined before laying away",
            summary: "A player who looks at the crib before laying away pays 2 points, and the \
                      opponent draws that player's two crib cards blind from the hand.",
        },
        RuleText {
            title: "Hand and crib exchanged",
            summary: "A dealer who takes up the crib as the hand pays 2 points to the pone; \
                      found before the play, the right hand is played; found later, the dealer \
                      plays on with the crib and gives back what was pegged with it.",
        },
        RuleText {
            title: "Peek at the cut",
            summary: "The pone may not look at the bottom card of the upper pack when cutting: \
                      2 points to the dealer, who is shown the card.",
        },
        RuleText {
            title: "Starter in the dealer's hand",
            summary: "A starter put into the dealer's hand unseen by the pone costs the dealer 2 \
                      points; the pone draws two cards blind from that hand and chooses the \
                      starter.",
        },
        RuleText {
            title: "His heels",
            summary: "A jack turned as the starter gives the dealer 2 points, which may win the \
                      game; the dealer forfeits them by playing a card before pegging them. \
                      Muggins never takes them.",
        },
        RuleText {
            title: "Renege",
            summary: "A go said while a card could be played is a renege once either player \
                      pegs or the opponent plays: 2 points to the opponent for every card that \
                      alone could have been played (at 25 holding A, 5, 6: 6 points); the \
                      opponent decides whether those cards are dead or played.",
        },
        RuleText {
            title: "Pegged short",
            summary: "Points pegged short are not corrected once the fingers leave the peg; \
                      without muggins they are simply lost.",
        },
        RuleText {
            title: "False claim of game",
            summary: "A peg put into the game hole without the points is a false claim of game: \
                      the peg goes back to the true score, the opponent scores the points \
                      over-claimed up to the game hole, and the offender goes back 15 more.",
        },
        RuleText {
            title: "Pegging with the opponent's pegs",
            summary: "Pegging with the opponent's pegs costs 2 points to the opponent.",
        },
        RuleText {
            title: "Reminder to peg out",
            summary: "A player whose count reaches the game hole but who does not peg out is \
                      reminded by the opponent to peg out (not under muggins).",
        },
        RuleText {
            title: "Order of counting",
            summary: "The pone's hand is counted and pegged first, then the dealer's hand, then \
                      the crib; each is finished before the next.",
        },
        RuleText {
            title: "Starter mixed in",
            summary: "The starter stays apart from the hands and the crib; a player who puts it \
                      among other cards pays 2 points, and the judges put it back on the pack.",
        },
        RuleText {
            title: "Pegging out is mandatory",
            summary: "With muggins in effect, pegging out is mandatory: a player who has the \
                      game but pegs short is not reminded, and the points lie open to muggins.",
        },
        RuleText {
            title: "Where muggins does not apply",
            summary: "Muggins does not apply to penalties, to muggins scores, to his heels, or \
                      to points lost by pegging backward; a call on them pays the points called \
                      to the other side.",
        },
        RuleText {
            title: "Muggins award",
            summary: "The caller names the points; once agreed or judged, the caller pegs the \
                      lesser of the points called and the points truly left out, never more \
                      than the holes the scorer could have pegged.",
        },
        RuleText {
            title: "Wrong muggins call",
            summary: "A muggins call where nothing was left out gives the points called to the \
                      other side as a penalty.",
        },
        RuleText {
            title: "Pegged too many",
            summary: "Points pegged too many are taken back: a correction, not a penalty, and \
                      no other pegging rule follows from it.",
        },
        RuleText {
            title: "No penalty on a penalty",
            summary: "No penalty is ever given for an error in calling or pegging a penalty; a \
                      penalty pegged wrong is corrected or lost like any other score.",
        },
    ],
    infractions: [
        "the dealer looked at the bottom card after the last shuffle",
        "a player took back cards laid away to the crib",
        "a player looked at the crib before its count",
        "a player looked at the crib before laying away",
        "the dealer took up the crib as the hand",
        "the pone looked at the bottom card of the cut",
        "the starter went into the dealer's hand",
        "a player pegged with the opponent's pegs",
        "a player mixed the starter with other cards",
    ],
    sentences: Sentences {
        infractions: [
            "{pays} looked at the bottom card after the last shuffle: {points} to {gains_acc} \
             ({rule}); the pack is shuffled again.",
            "{pays} took back cards laid away to the crib: {points} to {gains_acc} ({rule}); \
             unless they were mixed with the hand, they go back to the crib.",
            "{pays} looked at the crib before its count: {points} to {gains_acc} ({rule}).",
            "{pays} looked at the crib before laying away: {points} to {gains_acc} ({rule}); \
             {gains} draws two cards blind from that hand for the crib.",
            "{pays} took up the crib as the hand: {points} to {gains_acc} ({rule}). Found \
             before the play, the dealer plays the right hand; found later, the dealer plays on \
             with the crib and gives back what was pegged with it.",
            "{pays} looked at the bottom card of the cut: {points} to {gains_acc} ({rule}); \
             the card is shown to the dealer.",
            "{pays} put the starter into the hand: {points} to {gains_acc} ({rule}); the pone \
             draws two cards blind from that hand and chooses the starter from them.",
            "{pays} pegged with the opponent's pegs: {points} to {gains_acc} ({rule}).",
            "{pays} mixed the starter with other cards: {points} to {gains_acc} ({rule}); the \
             judges put it back on top of the pack.",
        ],
        renege: "{pays} said go at {count} holding {cards}, each of which could have been \
                 played: a renege, {points} to {gains_acc} ({rule}); {gains} decides whether \
                 those cards are dead or played.",
        renege_dead: "{pays} said go at {count} holding {cards}, each of which could have been \
                      played: a renege, {points} to {gains_acc} ({rule}); {gains} declared those \
                      cards dead: they are not played, and they count in the show.",
        renege_played: "{pays} said go at {count} holding {cards}, each of which could have \
                        been played: a renege, {points} to {gains_acc} ({rule}); {gains} had \
                        those cards played: they stay in the hand and are played when they fit.",
        social_renege: "{pays} said go at {count} while {cards} could be played: {points} to \
                        {gains_acc} ({rule}).",
        his_heels: "A jack is the starter: two for his heels, {points} to {gains_acc} ({rule}).",
        his_heels_pegs_out: "A jack is the starter: two for his heels, {points} to {gains_acc}, \
                             and that wins the game ({rule}).",
        his_heels_forfeited: "{pays} played a card before pegging his heels: the {points} are \
                              forfeited ({rule}).",
        under_pegging_lost: "{pays} pegged {claimed} where the count is {actual}: there is no \
                             correction once the peg is let go, and {pays} loses {points} \
                             ({rule}).",
        lost_not_muggable: "{pays} pegged {claimed} of {actual} for {what}: {pays} loses \
                            {points}, and muggins does not apply to {what} ({rule}).",
        peg_out_reminder: "{gains} pegged {claimed} where the count is {actual}, enough for the \
                           game: {gains} is reminded and pegs out ({rule}).",
        muggins_open: "{pays} pegged {claimed} where the count is {actual}: {pays} loses \
                       {points}, and {opponent} may call muggins ({rule}).",
        muggins_open_at_game_hole: "{pays} pegged {claimed} where the count is {actual}, enough \
                                    for the game, but with muggins pegging out is mandatory: \
                                    nobody reminds {pays_acc}, {pays} loses {points}, and \
                                    {opponent} may call muggins ({rule}).",
        over_pegging_corrected: "{pays} pegged {claimed} where the count is {actual}: the peg \
                                 goes back {points}, a correction and not a penalty ({rule}).",
        over_pegged_penalty_corrected: "{pays} pegged a penalty of {actual} as {claimed}: the \
                                        peg goes back {points}, and an error in pegging a \
                                        penalty is never penalised ({rule}).",
        backward_over_pegged: "{pays} went back {claimed} for a penalty of {actual}: that is \
                               not corrected, and {pays} loses {points} more than the penalty \
                               ({rule}).",
        backward_corrected: "{pays} went back only {claimed} for a penalty of {actual}: the peg \
                             goes back {points} more ({rule}).",
        false_claim_corrected: "{pays} pegged out with {claimed} where the count is {actual}: \
                                a false claim of game, and the peg goes back {points} to the \
                                true score ({rule}).",
        false_claim_award: "For the false claim of game, {points} to {gains_acc}: the points \
                            over-claimed up to the game hole ({rule}).",
        false_claim_backward: "For the false claim of game, {pays} also goes back {points} \
                               ({rule}).",
        muggins_award: "{gains} called muggins for {claimed}, and the count left out {actual}: \
                        {points} to {gains_acc} ({rule}).",
        wrong_muggins_call: "{pays} called muggins for {claimed}, but nothing was left out: \
                             {points} to {gains_acc} as a penalty ({rule}).",
        muggins_excluded: "{pays} called muggins for {claimed} on {what_dat}, to which muggins \
                           does not apply: {points} to {gains_acc} as a penalty ({rule}).",
        social_muggins: "{pays} counted {claimed} where the cards hold {actual}: muggins, \
                         {points} to {gains_acc} ({rule}).",
        social_under_count: "{gains} counted {claimed} where the cards hold {actual}: the true \
                             count is pegged ({rule}).",
        social_over_count: "{pays} counted {claimed} where the cards hold {actual}: the true \
                            count is pegged ({rule}).",
    },
};
