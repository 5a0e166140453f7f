//! A JSON writer for answers: the same bytes as `serde_json::to_writer`, at a fraction of its
//! cost for the API's answers.
//!
//! Why: every answer is mostly short strings (card names, field names, category and verdict
//! words) that never need escaping, and serde_json escapes each one at run time, field names
//! included, through `io::Write` one piece at a time: a scored hand is 54 such strings, about
//! 6,000 instructions of a request's 76,000 (`scripts/instructions-per-request.sh`). This writer
//! checks a string once for a byte that needs escaping and copies it whole when none does, which
//! is every string the API writes; the rare one that does is written by serde_json itself, and
//! so are floats, so the output cannot drift from serde_json's. Whatever this writer does not
//! take (a map key that is not a string, 128-bit integers, serde_json's private types) fails
//! the writing, and [`to_vec`]'s caller writes the whole answer with serde_json instead. The
//! tests compare the two byte for byte over generated JSON values and the API's own answers.

use std::fmt;

use serde::ser::{self, Serialize};

/// `value` written as serde_json would write it, appended to `out`; `Err` (with `out` in an
/// unspecified state) for what only serde_json writes.
pub fn to_vec<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Unsupported> {
    value.serialize(&mut Writer { out })
}

/// Something this writer leaves to serde_json.
#[derive(Debug)]
pub struct Unsupported;

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("left to serde_json")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

/// The serializer: appends to one buffer.
pub struct Writer<'a> {
    out: &'a mut Vec<u8>,
}

impl Writer<'_> {
    /// A JSON string: copied whole between quotes when nothing in it needs escaping (no `"`,
    /// `\` or control character; serde_json escapes nothing else), else written by serde_json.
    fn string(&mut self, text: &str) -> Result<(), Unsupported> {
        if plain(text.as_bytes()) {
            self.out.push(b'"');
            self.out.extend_from_slice(text.as_bytes());
            self.out.push(b'"');
            Ok(())
        } else {
            serde_json::to_writer(&mut *self.out, text).map_err(|_| Unsupported)
        }
    }

    fn unsigned(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            // n % 10 < 10: the cast keeps every value.
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.out.extend_from_slice(&digits[at..]);
    }

    fn signed(&mut self, n: i64) {
        if n < 0 {
            self.out.push(b'-');
        }
        self.unsigned(n.unsigned_abs());
    }

    /// `{"variant":`, the opening of serde_json's externally tagged enum variants.
    fn tag(&mut self, variant: &str) -> Result<(), Unsupported> {
        self.out.push(b'{');
        self.string(variant)?;
        self.out.push(b':');
        Ok(())
    }
}

/// The bytes a JSON string must escape: `"`, `\` and the control characters below 0x20
/// (serde_json escapes nothing else).
static ESCAPED: [bool; 256] = {
    let mut escaped = [false; 256];
    let mut byte = 0;
    while byte < 0x20 {
        escaped[byte] = true;
        byte += 1;
    }
    escaped[b'"' as usize] = true;
    escaped[b'\\' as usize] = true;
    escaped
};

/// Whether no byte of `text` needs escaping in a JSON string: a short text (most are: card
/// names, field names) a byte at a time from a table, a longer one eight bytes at a time.
fn plain(text: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
    /// The high bit of every byte of `word` that is below `n` (n <= 128), and maybe of bytes
    /// above such a byte: zero exactly when no byte is below `n`.
    fn below(word: u64, n: u8) -> u64 {
        word.wrapping_sub(ONES * u64::from(n)) & !word & HIGH_BITS
    }
    let bytewise = |bytes: &[u8]| !bytes.iter().any(|&b| ESCAPED[usize::from(b)]);
    if text.len() < 16 {
        return bytewise(text);
    }
    let mut chunks = text.chunks_exact(8);
    for chunk in &mut chunks {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(chunk);
        let word = u64::from_le_bytes(bytes);
        let quote = word ^ (ONES * u64::from(b'"'));
        let backslash = word ^ (ONES * u64::from(b'\\'));
        if below(word, 0x20) | below(quote, 1) | below(backslash, 1) != 0 {
            return false;
        }
    }
    bytewise(chunks.remainder())
}

/// An array, object or tagged variant being written: whether an element was written yet, and
/// what closes it.
pub struct Compound<'w, 'a> {
    writer: &'w mut Writer<'a>,
    first: bool,
    close: &'static [u8],
}

impl<'w, 'a> Compound<'w, 'a> {
    fn open(writer: &'w mut Writer<'a>, open: u8, close: &'static [u8]) -> Self {
        writer.out.push(open);
        Compound {
            writer,
            first: true,
            close,
        }
    }

    fn comma(&mut self) {
        if self.first {
            self.first = false;
        } else {
            self.writer.out.push(b',');
        }
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        self.comma();
        value.serialize(&mut *self.writer)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Unsupported> {
        self.comma();
        self.writer.string(key)?;
        self.writer.out.push(b':');
        value.serialize(&mut *self.writer)
    }

    fn close(self) -> Result<(), Unsupported> {
        self.writer.out.extend_from_slice(self.close);
        Ok(())
    }
}

/// The `Serializer` methods for integers: each widens losslessly and writes the widest kind.
macro_rules! integers {
    ($($method:ident($ty:ty) => $write:ident as $wide:ty),* $(,)?) => {$(
        fn $method(self, v: $ty) -> Result<(), Unsupported> {
            self.$write(<$wide>::from(v));
            Ok(())
        }
    )*};
}

impl<'w, 'a> ser::Serializer for &'w mut Writer<'a> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Compound<'w, 'a>;
    type SerializeTuple = Compound<'w, 'a>;
    type SerializeTupleStruct = Compound<'w, 'a>;
    type SerializeTupleVariant = Compound<'w, 'a>;
    type SerializeMap = Compound<'w, 'a>;
    type SerializeStruct = Compound<'w, 'a>;
    type SerializeStructVariant = Compound<'w, 'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Unsupported> {
        self.out
            .extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }

    // Every integer width is written as its widest kind: one body for the eight methods.
    integers! {
        serialize_i8(i8) => signed as i64,
        serialize_i16(i16) => signed as i64,
        serialize_i32(i32) => signed as i64,
        serialize_i64(i64) => signed as i64,
        serialize_u8(u8) => unsigned as u64,
        serialize_u16(u16) => unsigned as u64,
        serialize_u32(u32) => unsigned as u64,
        serialize_u64(u64) => unsigned as u64,
    }

    fn serialize_f32(self, v: f32) -> Result<(), Unsupported> {
        serde_json::to_writer(&mut *self.out, &v).map_err(|_| Unsupported)
    }

    fn serialize_f64(self, v: f64) -> Result<(), Unsupported> {
        serde_json::to_writer(&mut *self.out, &v).map_err(|_| Unsupported)
    }

    fn serialize_char(self, v: char) -> Result<(), Unsupported> {
        self.string(v.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        self.string(v)
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), Unsupported> {
        let mut seq = Compound::open(self, b'[', b"]");
        for byte in v {
            seq.element(byte)?;
        }
        seq.close()
    }

    fn serialize_none(self) -> Result<(), Unsupported> {
        self.serialize_unit()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Unsupported> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Unsupported> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Unsupported> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Unsupported> {
        self.string(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        self.tag(variant)?;
        value.serialize(&mut *self)?;
        self.out.push(b'}');
        Ok(())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'w, 'a>, Unsupported> {
        Ok(Compound::open(self, b'[', b"]"))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Compound<'w, 'a>, Unsupported> {
        Ok(Compound::open(self, b'[', b"]"))
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Unsupported> {
        Ok(Compound::open(self, b'[', b"]"))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Unsupported> {
        self.tag(variant)?;
        Ok(Compound::open(self, b'[', b"]}"))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'w, 'a>, Unsupported> {
        Ok(Compound::open(self, b'{', b"}"))
    }

    fn serialize_struct(
        self,
        name: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Unsupported> {
        // serde_json's own types (raw values, arbitrary-precision numbers) say so by name.
        if name.starts_with("$serde_json") {
            return Err(Unsupported);
        }
        Ok(Compound::open(self, b'{', b"}"))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'w, 'a>, Unsupported> {
        self.tag(variant)?;
        Ok(Compound::open(self, b'{', b"}}"))
    }
}

/// Sequences, tuples and tuple structs and variants are all written as JSON arrays: one body
/// for the four traits serde splits them into.
macro_rules! array_like {
    ($($trait:ident :: $method:ident),* $(,)?) => {$(
        impl ser::$trait for Compound<'_, '_> {
            type Ok = ();
            type Error = Unsupported;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
                self.element(value)
            }
            fn end(self) -> Result<(), Unsupported> {
                self.close()
            }
        }
    )*};
}

array_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field,
);

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Unsupported> {
        self.comma();
        key.serialize(MapKey {
            writer: &mut *self.writer,
        })?;
        self.writer.out.push(b':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unsupported> {
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Unsupported> {
        self.close()
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Unsupported> {
        self.close()
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Unsupported> {
        self.close()
    }
}

/// A map key: a string and nothing else here (serde_json also quotes numbers and booleans as
/// keys; the API has no such map, and anything but a string is left to serde_json).
struct MapKey<'w, 'a> {
    writer: &'w mut Writer<'a>,
}

impl ser::Serializer for MapKey<'_, '_> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = ser::Impossible<(), Unsupported>;
    type SerializeTuple = ser::Impossible<(), Unsupported>;
    type SerializeTupleStruct = ser::Impossible<(), Unsupported>;
    type SerializeTupleVariant = ser::Impossible<(), Unsupported>;
    type SerializeMap = ser::Impossible<(), Unsupported>;
    type SerializeStruct = ser::Impossible<(), Unsupported>;
    type SerializeStructVariant = ser::Impossible<(), Unsupported>;

    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        self.writer.string(v)
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Unsupported> {
        self.writer.string(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        value.serialize(self)
    }

    fn serialize_bool(self, _: bool) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_i8(self, _: i8) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_i16(self, _: i16) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_i32(self, _: i32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_i64(self, _: i64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_u8(self, _: u8) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_u16(self, _: u16) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_u32(self, _: u32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_u64(self, _: u64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f32(self, _: f32) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_f64(self, _: f64) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_char(self, _: char) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit(self) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unsupported> {
        Err(Unsupported)
    }
}
