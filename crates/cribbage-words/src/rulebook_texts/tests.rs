use std::collections::BTreeSet;

use super::*;
use crate::rulebook::{Infraction, Table};
use crate::variant::Variant;
use crate::{de::rulebook as de, en::rulebook as en, pl::rulebook as pl};

fn every_key() -> Vec<TextKey> {
    let mut keys: Vec<TextKey> = InfractionKind::ALL
        .into_iter()
        .map(TextKey::Infraction)
        .collect();
    let claimed = [
        PeggedFor::Play,
        PeggedFor::Hand,
        PeggedFor::Crib,
        PeggedFor::HisHeels,
        PeggedFor::Penalty,
        PeggedFor::Muggins,
        PeggedFor::BackwardPenalty,
    ];
    for what in claimed {
        keys.push(TextKey::LostNotMuggable(what));
        keys.push(TextKey::MugginsExcluded(what));
    }
    keys.extend([
        TextKey::Renege,
        TextKey::RenegeDead,
        TextKey::RenegePlayed,
        TextKey::SocialRenege,
        TextKey::HisHeels,
        TextKey::HisHeelsPegsOut,
        TextKey::HisHeelsForfeited,
        TextKey::UnderPeggingLost,
        TextKey::PegOutReminder,
        TextKey::MugginsOpen,
        TextKey::MugginsOpenAtGameHole,
        TextKey::OverPeggingCorrected,
        TextKey::OverPeggedPenaltyCorrected,
        TextKey::BackwardOverPegged,
        TextKey::BackwardCorrected,
        TextKey::FalseClaimCorrected,
        TextKey::FalseClaimAward,
        TextKey::FalseClaimBackward,
        TextKey::MugginsAward,
        TextKey::WrongMugginsCall,
        TextKey::SocialMuggins,
        TextKey::SocialUnderCount,
        TextKey::SocialOverCount,
    ]);
    keys
}

/// The placeholders in `template`, without their grammatical case.
fn placeholders(template: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let end = rest[start..]
            .find('}')
            .map(|e| start + e + 1)
            .unwrap_or(rest.len());
        let name = &rest[start..end];
        found.insert(name.replace("_acc", "").replace("_dat", ""));
        rest = &rest[end..];
    }
    found
}

#[test]
fn every_template_uses_known_placeholders_and_cites_its_rule() {
    let known: BTreeSet<&str> = PLACEHOLDERS.iter().copied().chain(["{rule}"]).collect();
    for language in Language::ALL {
        let words = texts(language);
        for key in every_key() {
            let template = template(words, key);
            assert!(template.contains("({rule})"), "{language:?} {key:?}");
            let mut rest = template;
            while let Some(start) = rest.find('{') {
                let end = start + rest[start..].find('}').expect("closed placeholder") + 1;
                let name = &rest[start..end];
                assert!(known.contains(name), "{language:?} {key:?}: {name}");
                rest = &rest[end..];
            }
        }
    }
}

#[test]
fn every_language_names_the_same_things_as_english() {
    for key in every_key() {
        let en = placeholders(template(&en::TEXTS, key));
        for language in Language::ALL {
            let other = placeholders(template(texts(language), key));
            assert_eq!(en, other, "{language:?} {key:?}");
        }
    }
}

#[test]
fn every_rule_and_infraction_has_its_words_in_every_language() {
    for language in Language::ALL {
        for rule in RuleId::ALL {
            assert!(!rule.title(language).is_empty(), "{language:?} {rule:?}");
            assert!(rule.summary(language).len() > 40, "{language:?} {rule:?}");
        }
        for kind in InfractionKind::ALL {
            assert!(
                kind.description(language).len() > 20,
                "{language:?} {kind:?}"
            );
        }
        for profile in Profile::ALL {
            assert!(!profile.name(language).is_empty());
        }
    }
    assert_eq!(
        Profile::AccMuggins.name(Language::German),
        "ACC-Turnierregeln mit Töffel"
    );
    assert_eq!(
        Profile::AccMuggins.name(Language::Polish),
        "Zasady turniejowe ACC z muggins"
    );
    assert_eq!(Profile::Social.name(Language::Polish), "Gra towarzyska");
}

#[test]
fn points_and_cards_are_spoken() {
    let en = &en::TEXTS;
    let de = &de::TEXTS;
    assert_eq!(en.points(Language::English, 1), "one point");
    assert_eq!(en.points(Language::English, 6), "six points");
    assert_eq!(en.points(Language::English, 40), "40 points");
    assert_eq!(de.points(Language::German, 1), "einen Punkt");
    assert_eq!(de.points(Language::German, 15), "fünfzehn Punkte");
    let cards: Vec<Card> = ["AH", "5S", "6D"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(en.cards(Language::English, &cards), "A♥, 5♠ and 6♦");
    assert_eq!(de.cards(Language::German, &cards[..2]), "A♥ und 5♠");
    assert_eq!(de.cards(Language::German, &cards[..1]), "A♥");
    assert_eq!(en.role(Role::Seat(2), 1), "the player in seat 3");
    assert_eq!(de.role(Role::Pone, 1), "den Nichtgeber");
    let pl = &pl::TEXTS;
    assert_eq!(pl.cards(Language::Polish, &cards), "A♥, 5♠ i 6♦");
    assert_eq!(pl.role(Role::Dealer, 0), "rozdający");
    assert_eq!(pl.role(Role::Pone, 1), "nierozdającego");
    assert_eq!(pl.role(Role::Seat(2), 1), "gracza na miejscu 3");
}

#[test]
fn english_and_german_points_keep_their_one_plural() {
    for n in 0..=30 {
        let (en, de) = if n == 1 {
            ("one point".to_owned(), "einen Punkt".to_owned())
        } else {
            let en = Language::English.texts().number(n);
            let de = Language::German.texts().number(n);
            (format!("{en} points"), format!("{de} Punkte"))
        };
        assert_eq!(en::TEXTS.points(Language::English, n), en);
        assert_eq!(de::TEXTS.points(Language::German, n), de);
    }
    assert_eq!(de::TEXTS.points(Language::German, 0), "null Punkte");
}

#[test]
fn polish_points_take_their_three_plural_forms() {
    let pl = &pl::TEXTS;
    let few = [2, 3, 4, 22, 23, 24];
    for n in 0..=30 {
        let word = Language::Polish.texts().number(n);
        let expected = if n == 1 {
            "jeden punkt".to_owned()
        } else if few.contains(&n) {
            format!("{word} punkty")
        } else {
            format!("{word} punktów")
        };
        assert_eq!(pl.points(Language::Polish, n), expected, "{n}");
    }
    assert_eq!(pl.points(Language::Polish, 0), "zero punktów");
    assert_eq!(pl.points(Language::Polish, 5), "pięć punktów");
    assert_eq!(pl.points(Language::Polish, 13), "trzynaście punktów");
    assert_eq!(pl.points(Language::Polish, 21), "dwadzieścia jeden punktów");
    assert_eq!(pl.points(Language::Polish, 24), "dwadzieścia cztery punkty");
    assert_eq!(pl.points(Language::Polish, 32), "32 punkty");
    assert_eq!(pl.points(Language::Polish, 112), "112 punktów");
    assert_eq!(pl.points(Language::Polish, 45), "45 punktów");
}

#[test]
fn a_rendered_sentence_leaves_no_placeholder_and_starts_a_sentence() {
    let table = Table::new(Profile::Acc, Variant::SixCard, 1, 121).unwrap();
    for kind in InfractionKind::ALL {
        let seat = if kind == InfractionKind::PonePeekedAtCut {
            0
        } else {
            1
        };
        let ruling = table.infraction(Infraction { seat, kind }).unwrap();
        for language in Language::ALL {
            let sentence = ruling.sentence(language);
            assert!(!sentence.contains('{'), "{sentence}");
            assert!(sentence.starts_with(char::is_uppercase), "{sentence}");
            assert!(sentence.contains(&format!("({})", kind.rule().citation())));
        }
    }
}

#[test]
fn the_bottom_card_ruling_reads_aloud_in_every_language() {
    let table = Table::new(Profile::Acc, Variant::SixCard, 0, 121).unwrap();
    let ruling = table
        .infraction(Infraction {
            seat: 0,
            kind: InfractionKind::BottomCardSeen,
        })
        .unwrap();
    assert_eq!(
        ruling.sentence(Language::English),
        "The dealer looked at the bottom card after the last shuffle: two points to the pone \
         (ACC 2.1); the pack is shuffled again."
    );
    assert_eq!(
        ruling.sentence(Language::German),
        "Der Geber hat nach dem letzten Mischen die unterste Karte angesehen: zwei Punkte für \
         den Nichtgeber (ACC 2.1); es wird neu gemischt."
    );
    assert_eq!(
        ruling.sentence(Language::Polish),
        "Rozdający obejrzał spodnią kartę po ostatnim tasowaniu: dwa punkty dla \
         nierozdającego (ACC 2.1); talię tasuje się ponownie."
    );
}

#[test]
fn polish_claims_put_what_was_claimed_in_its_case() {
    use crate::rulebook::{MugginsCall, ScoreClaim};
    let table = Table::new(Profile::AccMuggins, Variant::SixCard, 1, 121).unwrap();
    let penalty = ScoreClaim {
        seat: 0,
        what: PeggedFor::Penalty,
        pegged: 2,
        actual: 4,
    };
    let lost = table.claim(penalty, &[40, 50]).unwrap();
    assert_eq!(
        lost[0].sentence(Language::Polish),
        "Nierozdający zaznaczył 2 zamiast 4 za karę: nierozdający traci dwa punkty, a muggins \
         nie ma zastosowania do kary (ACC 10.3)."
    );
    let call = MugginsCall {
        caller: 1,
        called: 5,
    };
    let excluded = table.muggins_call(penalty, call, &[40, 50]).unwrap();
    assert_eq!(
        excluded.sentence(Language::Polish),
        "Rozdający zgłosił muggins za 5 w odniesieniu do kary, czego muggins nie obejmuje: \
         pięć punktów dla nierozdającego jako kara (ACC 10.3)."
    );
    let short = ScoreClaim {
        what: PeggedFor::Hand,
        pegged: 4,
        actual: 10,
        ..penalty
    };
    let open = table.claim(short, &[115, 90]).unwrap();
    assert!(
        open[0]
            .sentence(Language::Polish)
            .contains("nikt nie upomina nierozdającego, nierozdający traci sześć punktów")
    );
}
