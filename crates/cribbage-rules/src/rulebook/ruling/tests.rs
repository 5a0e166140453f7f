use super::*;

#[test]
fn acc_tables_are_two_players_at_six_card_cribbage_to_121() {
    for profile in [Profile::Acc, Profile::AccMuggins] {
        for variant in Variant::ALL {
            let table = Table::new(profile, variant, 0, 121);
            assert_eq!(table.is_ok(), variant == Variant::SixCard, "{variant:?}");
        }
        assert_eq!(
            Table::new(profile, Variant::SixCard, 0, 61),
            Err(RulebookError::Target {
                profile,
                target: 61,
                expected: 121
            })
        );
    }
    for variant in Variant::ALL {
        let target = u32::from(variant.target());
        assert!(Table::new(Profile::Social, variant, 0, target).is_ok());
    }
}

#[test]
fn the_dealer_must_be_at_the_table() {
    assert_eq!(
        Table::new(Profile::Acc, Variant::SixCard, 2, 121),
        Err(RulebookError::NoSuchSeat {
            seat: 2,
            players: 2
        })
    );
    assert!(Table::new(Profile::Social, Variant::FourPlayer, 3, 121).is_ok());
}

#[test]
fn the_four_card_crib_flush_is_a_house_rule_only_under_social() {
    for profile in Profile::ALL {
        let table = Table::new(profile, Variant::SixCard, 0, 121).unwrap();
        assert_eq!(table.house_crib_four_flush(false), Ok(()), "{profile:?}");
        let expected = match profile {
            Profile::Social => Ok(()),
            _ => Err(RulebookError::CribFourFlush { profile }),
        };
        assert_eq!(table.house_crib_four_flush(true), expected, "{profile:?}");
    }
}

#[test]
fn muggins_is_a_house_rule_only_under_social() {
    let social = Table::new(Profile::Social, Variant::SixCard, 0, 121).unwrap();
    assert!(!social.muggins_in_effect());
    assert!(social.with_house_muggins(true).unwrap().muggins_in_effect());
    let acc = Table::new(Profile::Acc, Variant::SixCard, 0, 121).unwrap();
    assert!(!acc.with_house_muggins(false).unwrap().muggins_in_effect());
    assert_eq!(
        acc.with_house_muggins(true),
        Err(RulebookError::HouseMuggins {
            profile: Profile::Acc
        })
    );
    let with = Table::new(Profile::AccMuggins, Variant::SixCard, 0, 121).unwrap();
    assert!(with.muggins_in_effect());
    assert!(with.with_house_muggins(false).is_err());
}

#[test]
fn roles_and_opponents() {
    let two = Table::new(Profile::Acc, Variant::SixCard, 1, 121).unwrap();
    assert_eq!((two.role(1), two.role(0)), (Role::Dealer, Role::Pone));
    assert_eq!((two.opponent(0), two.opponent(1)), (1, 0));
    let three = Table::new(Profile::Social, Variant::ThreePlayer, 2, 121).unwrap();
    assert_eq!(three.pone(), 0);
    assert_eq!(three.role(1), Role::Seat(1));
    assert_eq!(three.opponent(2), 0);
    let four = Table::new(Profile::Social, Variant::FourPlayer, 0, 121).unwrap();
    // Seats 0 and 2 are partners, 1 and 3: the next seat round is always the other side.
    assert_eq!(four.opponent(1), 2);
    assert_eq!(four.opponent(0), 1);
}
