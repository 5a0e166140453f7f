//! Where a value sits in the input: a path of the input's own field names and list indices.
//!
//! A place is written where the value is checked, in the names the input gives its fields
//! (`Place::field("hands").at(seat).at(i)`), so no list of every place of every request has to
//! be kept anywhere, and the JSON pointer (RFC 6901) of a place over HTTP is its path as it
//! stands. Each language names the places it knows in words (`cribbage-words`,
//! `<language>/refusals`).

use std::fmt;

/// The deepest path any input has: `history/<h>/events/<i>/card`.
const DEPTH: usize = 5;

/// One step of a path: a field by its name, or an element of a list by its index from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A field of an object.
    Field(&'static str),
    /// An element of a list.
    Index(usize),
}

/// Where a value sits in the input. Small and `Copy`: problems are collected by the dozen and
/// each names its place, and sometimes another (where a repeated card first appeared).
#[derive(Clone, Copy)]
pub struct Place {
    steps: [Step; DEPTH],
    len: u8,
}

impl Place {
    /// The input as a whole.
    pub const WHOLE: Place = Place {
        steps: [Step::Index(0); DEPTH],
        len: 0,
    };

    /// The field `name` at the top of the input.
    pub const fn field(name: &'static str) -> Place {
        Place::WHOLE.then(name)
    }

    /// The field `name` inside this place.
    pub const fn then(self, name: &'static str) -> Place {
        self.push(Step::Field(name))
    }

    /// The element `index` of the list at this place.
    pub const fn at(self, index: usize) -> Place {
        self.push(Step::Index(index))
    }

    /// The path is at most [`DEPTH`] steps deep by construction: every place is written in
    /// this crate, and a test walks the deepest. A step past it would be a programming error;
    /// it is dropped rather than brought down on a request.
    const fn push(mut self, step: Step) -> Place {
        if (self.len as usize) < DEPTH {
            self.steps[self.len as usize] = step;
            self.len += 1;
        }
        self
    }

    /// This place inside `root`: the path of an input nested at `root` in a larger one (an
    /// earlier hand's play inside the advice's history).
    pub fn under(self, root: Place) -> Place {
        self.steps()
            .iter()
            .fold(root, |place, &step| place.push(step))
    }

    /// The place without its first `steps` steps, for naming what sits inside a nested input
    /// as its own input's places are named.
    pub fn below(self, steps: usize) -> Place {
        self.steps()
            .iter()
            .skip(steps)
            .fold(Place::WHOLE, |place, &step| place.push(step))
    }

    /// The steps from the top of the input.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// The place without its last step (the hand a card is in): `None` for the whole input.
    pub fn parent(self) -> Option<Place> {
        let len = self.len.checked_sub(1)?;
        let mut parent = self;
        parent.len = len;
        Some(parent)
    }

    /// The JSON pointer (RFC 6901) of this place in a body that has the input's shape: `""` for
    /// the whole, `/hands/1/2` for the third card of the second seat's hand.
    pub fn pointer(&self) -> String {
        let mut pointer = String::new();
        for step in self.steps() {
            pointer.push('/');
            match step {
                Step::Field(name) => pointer.push_str(&name.replace('~', "~0").replace('/', "~1")),
                Step::Index(index) => pointer.push_str(&index.to_string()),
            }
        }
        pointer
    }
}

/// Two places are the same when their paths are: the slots past the path's end do not count.
impl PartialEq for Place {
    fn eq(&self, other: &Place) -> bool {
        self.steps() == other.steps()
    }
}

impl Eq for Place {}

impl std::hash::Hash for Place {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.steps().hash(state);
    }
}

/// Its pointer: what a log or a test failure wants to see.
impl fmt::Debug for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Place({:?})", self.pointer())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_its_pointer() {
        assert_eq!(Place::WHOLE.pointer(), "");
        assert_eq!(Place::field("hands").at(1).at(2).pointer(), "/hands/1/2");
        assert_eq!(
            Place::field("claims")
                .then("muggins")
                .at(3)
                .then("seat")
                .pointer(),
            "/claims/muggins/3/seat"
        );
    }

    #[test]
    fn the_deepest_place_keeps_every_step() {
        let card = Place::field("events").at(2).then("card");
        let deepest = card.under(Place::field("history").at(1));
        assert_eq!(deepest.steps().len(), DEPTH);
        assert_eq!(deepest.pointer(), "/history/1/events/2/card");
        // Named as its own input names it once the outer steps are dropped.
        assert_eq!(deepest.below(2), card);
    }

    #[test]
    fn a_parent_drops_the_last_step() {
        let card = Place::field("hand").at(4);
        assert_eq!(card.parent(), Some(Place::field("hand")));
        assert_eq!(Place::field("hand").parent(), Some(Place::WHOLE));
        assert_eq!(Place::WHOLE.parent(), None);
    }

    #[test]
    fn places_with_the_same_path_are_equal_whatever_built_them() {
        assert_eq!(Place::field("events").at(2), Place::field("events").at(2));
        assert_ne!(Place::field("events").at(2), Place::field("events").at(3));
        // Unused slots never make two equal paths differ.
        assert_eq!(Place::field("crib").parent(), Some(Place::WHOLE));
    }
}
