use super::*;
use crate::input::Place;
use crate::language::{Plural, capitalize, capitalized};

#[test]
fn english_is_the_default() {
    assert_eq!(Language::default(), Language::English);
}

#[test]
fn tags_are_read_by_their_primary_subtag_in_any_case() {
    for (tag, expected) in [
        ("de", Some(Language::German)),
        ("DE", Some(Language::German)),
        ("de-DE", Some(Language::German)),
        ("de-at", Some(Language::German)),
        (" de ", Some(Language::German)),
        ("en", Some(Language::English)),
        ("En-GB", Some(Language::English)),
        ("pl", Some(Language::Polish)),
        ("PL-pl", Some(Language::Polish)),
        ("fr", None),
        ("pol", None),
        ("deu", None),
        ("german", None),
        ("", None),
        ("*", None),
    ] {
        assert_eq!(Language::from_tag(tag), expected, "tag {tag:?}");
    }
}

#[test]
fn codes_read_back_as_their_language() {
    for language in Language::ALL {
        assert_eq!(Language::from_tag(language.code()), Some(language));
    }
}

#[test]
fn every_number_of_a_show_or_a_count_has_its_own_word_in_every_language() {
    for language in Language::ALL {
        let texts = language.texts();
        let words: Vec<&str> = (0..=31).map(|n| texts.number(n)).collect();
        let mut unique = words.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 32, "{language:?}: {words:?}");
        assert!(words.iter().all(|w| !w.is_empty()), "{language:?}");
        assert_eq!(texts.number(32), texts.many, "{language:?}");
        assert_eq!(texts.number(u32::MAX), texts.many, "{language:?}");
    }
}

#[test]
fn german_number_words() {
    let de = Language::German.texts();
    for (n, word) in [
        (0, "null"),
        (1, "eins"),
        (2, "zwei"),
        (6, "sechs"),
        (7, "sieben"),
        (11, "elf"),
        (12, "zwölf"),
        (16, "sechzehn"),
        (17, "siebzehn"),
        (19, "neunzehn"),
        (20, "zwanzig"),
        (21, "einundzwanzig"),
        (24, "vierundzwanzig"),
        (28, "achtundzwanzig"),
        (29, "neunundzwanzig"),
        (30, "dreißig"),
        (31, "einunddreißig"),
    ] {
        assert_eq!(de.number(n), word, "{n}");
    }
}

#[test]
fn english_number_words() {
    let en = Language::English.texts();
    for (n, word) in [
        (0, "zero"),
        (1, "one"),
        (12, "twelve"),
        (21, "twenty-one"),
        (29, "twenty-nine"),
        (31, "thirty-one"),
    ] {
        assert_eq!(en.number(n), word, "{n}");
    }
}

#[test]
fn german_names_of_the_scoring_combinations_are_the_seeds() {
    let de = Language::German.texts();
    assert_eq!(de.fifteen(2), "fünfzehn zwei");
    assert_eq!(de.makes(10), "macht zehn");
    assert_eq!(de.pair(), "ein Paar");
    assert_eq!(de.another_pair(), "noch ein Paar");
    assert_eq!(de.pair_royal(), "ein Drilling");
    assert_eq!(de.double_pair_royal(), "ein Vierling");
    assert_eq!(de.run(3), "eine Dreierfolge");
    assert_eq!(de.run(4), "eine Viererfolge");
    assert_eq!(de.run(5), "eine Fünferfolge");
    assert_eq!(de.run(7), "eine Siebenerfolge");
    assert_eq!(de.another_run(3), "noch eine Dreierfolge");
    assert_eq!(de.flush(4), "eine Lange Farbe von vier");
    assert_eq!(de.nobs(), "einen für den Jack");
    assert_eq!(de.thirty_one(), "einunddreißig macht zwei");
    assert_eq!(de.go(), "einen fürs Passen");
    assert_eq!(de.last_card(), "einen für letzte Karte");
    assert_eq!(de.his_heels(), "zwei für die Hacken");
    assert_eq!(de.muggins(), "Töffel");
    assert_eq!(de.renege_penalty(), "zwei Strafpunkte fürs falsche Passen");
    assert_eq!(de.zero_hand(), "neunzehn");
    assert_eq!(de.and(), "und");
}

#[test]
fn english_names_of_the_scoring_combinations() {
    let en = Language::English.texts();
    assert_eq!(en.fifteen(4), "fifteen four");
    assert_eq!(en.makes(6), "is six");
    assert_eq!(en.pair(), "a pair");
    assert_eq!(en.pair_royal(), "a pair royal");
    assert_eq!(en.double_pair_royal(), "a double pair royal");
    assert_eq!(en.run(3), "a run of three");
    assert_eq!(en.another_run(5), "another run of five");
    assert_eq!(en.flush(5), "a flush of five");
    assert_eq!(en.nobs(), "one for his nobs");
    assert_eq!(en.thirty_one(), "thirty-one for two");
    assert_eq!(en.go(), "one for the go");
    assert_eq!(en.last_card(), "one for the last card");
    assert_eq!(en.his_heels(), "two for his heels");
    assert_eq!(en.muggins(), "muggins");
    assert_eq!(en.renege_penalty(), "two for a renege");
}

#[test]
fn plural_forms_follow_cldr() {
    let forms = |language| {
        (0..=30)
            .map(|n| Plural::of(language, n))
            .collect::<Vec<_>>()
    };
    let (one, few, many) = (Plural::One, Plural::Few, Plural::Many);
    for language in [Language::English, Language::German] {
        let mut expected = vec![many; 31];
        expected[1] = one;
        assert_eq!(forms(language), expected, "{language:?}");
    }
    let mut polish = vec![many; 31];
    polish[1] = one;
    for n in [2, 3, 4, 22, 23, 24] {
        polish[n] = few;
    }
    assert_eq!(forms(Language::Polish), polish);
    assert_eq!(Plural::of(Language::Polish, 112), many);
    assert_eq!(Plural::of(Language::Polish, 102), few);
    assert_eq!(Plural::of(Language::Polish, 101), many);
    assert_eq!(Plural::Few.pick(["karta", "karty", "kart"]), "karty");
}

#[test]
fn polish_number_words() {
    let pl = Language::Polish.texts();
    for (n, word) in [
        (0, "zero"),
        (1, "jeden"),
        (5, "pięć"),
        (11, "jedenaście"),
        (15, "piętnaście"),
        (19, "dziewiętnaście"),
        (21, "dwadzieścia jeden"),
        (29, "dwadzieścia dziewięć"),
        (31, "trzydzieści jeden"),
    ] {
        assert_eq!(pl.number(n), word, "{n}");
    }
}

/// The names of the Polish rule text (seed 004): "para królewska", "sekwens", "kolor",
/// "walet", "na dwie nogi", "Dalej".
#[test]
fn polish_names_of_the_scoring_combinations_are_the_seeds() {
    let pl = Language::Polish.texts();
    assert_eq!(pl.fifteen(2), "piętnaście dwa");
    assert_eq!(pl.makes(6), "to sześć");
    assert_eq!(pl.pair(), "para");
    assert_eq!(pl.pair_royal(), "para królewska");
    assert_eq!(pl.double_pair_royal(), "podwójna para królewska");
    assert_eq!(pl.run(3), "sekwens z trzech kart");
    assert_eq!(pl.another_run(4), "jeszcze jeden sekwens z czterech kart");
    assert_eq!(pl.flush(4), "kolor za cztery");
    assert_eq!(pl.nobs(), "jeden za waleta");
    assert_eq!(pl.thirty_one(), "trzydzieści jeden za dwa");
    assert_eq!(pl.go(), "jeden za Dalej");
    assert_eq!(pl.last_card(), "jeden za ostatnią kartę");
    assert_eq!(pl.his_heels(), "dwa na dwie nogi");
    assert_eq!(pl.and(), "i");
}

#[test]
fn run_lengths_outside_the_possible_ones_are_clamped() {
    let en = Language::English.texts();
    assert_eq!(en.run(0), "a run of three");
    assert_eq!(en.run(8), "a run of seven");
    assert_eq!(en.another_run(u32::MAX), "another run of seven");
}

#[test]
fn every_run_is_named_in_every_language() {
    for language in Language::ALL {
        let texts = language.texts();
        for len in 3..=7 {
            let word = texts.number(len);
            let run = texts.run(len);
            let another = texts.another_run(len);
            assert_ne!(run, another, "{language:?} {len}");
            if language == Language::English {
                assert!(run.ends_with(word), "{run}");
                assert!(another.ends_with(word), "{another}");
            }
        }
    }
}

#[test]
fn capitalized_in_place_agrees_with_capitalize() {
    for text in ["fifteen two", "ärger", "ß", "", "1 for", "éclat", "a"] {
        assert_eq!(capitalized(text.to_owned()), capitalize(text), "{text:?}");
    }
}

#[test]
fn the_pushed_phrases_are_the_phrases() {
    for language in Language::ALL {
        let texts = language.texts();
        for n in 0..=32 {
            let mut text = String::from("x");
            texts.push_fifteen(&mut text, n);
            texts.push_makes(&mut text, n);
            texts.push_flush(&mut text, n);
            assert_eq!(
                text,
                format!("x{}{}{}", texts.fifteen(n), texts.makes(n), texts.flush(n))
            );
        }
    }
}

#[test]
fn capitalize_handles_the_first_letter_only_and_non_ascii() {
    assert_eq!(capitalize("fünfzehn zwei"), "Fünfzehn zwei");
    assert_eq!(capitalize("ü"), "Ü");
    assert_eq!(capitalize("a pair"), "A pair");
    assert_eq!(capitalize(""), "");
}

#[test]
fn cards_are_written_as_each_languages_players_write_them() {
    let card = |code: &str| code.parse::<Card>().unwrap();
    let cards = [card("AS"), card("10H"), card("JD"), card("QC"), card("KH")];
    for (language, written) in [
        (Language::English, "A♠, 10♥, J♦, Q♣, K♥"),
        (Language::German, "A♠, 10♥, B♦, D♣, K♥"),
        (Language::Polish, "A♠, 10♥, W♦, D♣, K♥"),
    ] {
        assert_eq!(language.texts().cards(&cards), written, "{language:?}");
        assert_eq!(card("5D").written(language), "5♦");
    }
}

/// The faces the service writes are those the console draws (`face.A` … `face.K` in
/// `console/i18n/<code>.json`), so a sentence and the cards beside it never disagree.
#[test]
fn the_faces_are_the_consoles() {
    let consoles = [
        (
            Language::English,
            include_str!("../../../console/i18n/en.json"),
        ),
        (
            Language::German,
            include_str!("../../../console/i18n/de.json"),
        ),
        (
            Language::Polish,
            include_str!("../../../console/i18n/pl.json"),
        ),
    ];
    assert_eq!(
        consoles.len(),
        Language::ALL.len(),
        "a language without its console"
    );
    for (language, json) in consoles {
        let strings: serde_json::Value = serde_json::from_str(json).unwrap();
        for (i, rank) in ["A", "J", "Q", "K"].iter().enumerate() {
            assert_eq!(
                strings[format!("face.{rank}")].as_str(),
                Some(language.texts().faces[i]),
                "{language:?} {rank}"
            );
        }
    }
}

/// Every place a request has, each as the checks write it. Places are paths built where the
/// value is checked, so this list is what the languages' tables must cover. Every index is the
/// same (2, then 3), so that a place missing from a table, named as its parent, names a place
/// of the list a second time.
fn every_place() -> Vec<Place> {
    let f = Place::field;
    let mut places = vec![Place::WHOLE];
    for (field, indexed) in [
        ("hand", true),
        ("starter", false),
        ("crib", true),
        ("cards", true),
        ("series", true),
        ("count", false),
        ("card", false),
        ("go", false),
        ("players", false),
        ("variant", false),
        ("dealer", false),
        ("scores", true),
        ("target", false),
        ("crib_model", false),
        ("complete", false),
        ("claimed", false),
        ("discards", true),
        ("play", false),
        ("objective", false),
        ("seat", false),
        ("player", false),
        ("dealt", true),
        ("events", true),
        ("hands", true),
    ] {
        places.push(f(field));
        if indexed {
            places.push(f(field).at(2));
        }
    }
    places.extend([
        f("hands").at(2).at(3),
        f("dealt").at(2).at(3),
        f("claims").then("hands"),
        f("claims").then("hands").at(2),
        f("claims").then("crib"),
        f("claims").then("muggins").at(2),
        f("rules").then("three_for_last"),
        f("rules").then("profile"),
        f("rules").then("muggins"),
        f("rules").then("crib_four_flush"),
    ]);
    for part in ["card", "player", "claimed", "go", "reneged"] {
        places.push(f("events").at(2).then(part));
        // An earlier hand's play, the deepest places any request has.
        places.push(f("events").at(2).then(part).under(f("history").at(1)));
    }
    let earlier = f("history").at(1);
    places.extend([
        f("history"),
        earlier,
        earlier.then("shown"),
        earlier.then("shown").at(2),
        earlier.then("discards"),
        earlier.then("discards").at(1),
        earlier.then("events"),
        earlier.then("events").at(2),
    ]);
    for part in ["seat", "kind"] {
        places.push(f("infractions").at(2).then(part));
    }
    for part in ["seat", "event", "points"] {
        places.push(f("claims").then("muggins").at(2).then(part));
    }
    places
}

#[test]
fn every_language_names_every_place_and_no_two_alike() {
    let places = every_place();
    for language in Language::ALL {
        let mut names = std::collections::BTreeSet::new();
        for &place in &places {
            let name = refusals::place(language, place);
            assert!(!name.is_empty(), "{language:?} {place:?}");
            // A place the table does not know is named as its parent: that would repeat a name.
            assert!(
                names.insert(name.clone()),
                "{language:?} names two places {name:?}"
            );
        }
    }
}

#[test]
fn each_modules_refusals_read_as_english_sentences() {
    use crate::fault::{AdviceFault, ReviewFault};
    use crate::input::Fault;
    use crate::rulebook::{Profile, RulebookError};
    use crate::variant::Variant;
    let english = |refusal: &dyn Worded| refusal.words(Language::English);
    assert_eq!(
        english(&ReviewFault::NotModelled(Variant::FourPlayer)),
        "reviews are modelled for the two-player games (six-card and five-card cribbage), not \
         four-player cribbage"
    );
    assert_eq!(
        english(&AdviceFault::HeldSize {
            expected: 3,
            found: 4,
        }),
        "after these events the player to act holds 3 cards, got 4"
    );
    assert_eq!(
        english(&AdviceFault::from(Fault::NoSuchSeat {
            seats: 2,
            variant: Some(Variant::SixCard),
        })),
        "seats are 1 to 2 in six-card cribbage"
    );
    assert_eq!(
        english(&RulebookError::Target {
            profile: Profile::Acc,
            target: 61,
            expected: 121,
        }),
        "under the ACC tournament rules the game is played to 121, not 61"
    );
}

#[test]
fn rulebook_refusals_name_infractions_as_a_referee_reports_them() {
    use crate::rulebook::{InfractionKind, Profile, Role, RulebookError};
    let english = |error: &RulebookError| error.words(Language::English);
    let none = RulebookError::UnknownInfraction {
        profile: Profile::Social,
        kind: "bottom_card_seen".to_owned(),
        known: Profile::Social.infractions(),
    };
    assert!(english(&none).ends_with("none (this rulebook has no penalty schedule)"));
    let acc = RulebookError::UnknownInfraction {
        profile: Profile::Acc,
        kind: "peeking".to_owned(),
        known: Profile::Acc.infractions(),
    };
    assert!(
        english(&acc)
            .contains("there are: the dealer looked at the bottom card after the last shuffle; "),
        "{}",
        english(&acc)
    );
    let wrong_role = RulebookError::WrongRole {
        kind: InfractionKind::BottomCardSeen,
        seat: 0,
        required: Role::Dealer,
        role: Role::Pone,
    };
    assert_eq!(
        english(&wrong_role),
        "only the dealer can commit this infraction (the dealer looked at the bottom card after \
         the last shuffle), and seat 1 is the pone"
    );
}
