//! Response compression: large answers go out brotli- or gzip-encoded when the client asks for it
//! (`Accept-Encoding`), small ones as they are.
//!
//! Why a threshold: an answer under [`MIN_COMPRESSED_BYTES`] travels, headers included, in one
//! TCP segment of an Ethernet path (1,460 bytes of payload) whether it is compressed or not, so
//! compressing it saves no packet and no round trip, only bytes nobody waits for, while every
//! request would pay for an encoder (brotli's and gzip's state and buffers, and a hop to the
//! blocking pool, where actix runs encoders over chunks of 1 KiB and more). Measured on the
//! docs/tour.md's examples: a scored hand (563 bytes), a validation (120), problems (400–800) and
//! health checks stay below; a complete play (1.2 KB), a whole round (1.1 KB for two seats, more
//! with claims or four seats), discards (3.7 KB, 6.6 KB with distributions), `/metrics` (13 KB),
//! the OpenAPI document (47 KB) and Swagger UI's script (1.5 MB) cross it. The same order as
//! CDNs' minimums (CloudFront compresses from 1,000 bytes). The cut is on the body's size, which
//! every answer here knows before it is sent.
//!
//! Codings: gzip and brotli (`br`), written by `flate2` and `brotli` through their documented
//! APIs, with the settings of actix-web's own encoders (gzip at level 1, brotli at quality 3 with
//! a 4 MiB window), so the bytes are the ones actix's `Compress` would send. When
//! the client weighs them equally, as browsers and HTTP libraries do, gzip wins: on the API's
//! answers brotli saves another 50–450 bytes, but costs about twice gzip's CPU time (three times
//! on the 47 KB OpenAPI document; `scripts/compression-savings.sh`). A client that weighs `br`
//! higher gets brotli. `deflate` is not
//! offered: clients disagree on what it means (raw or zlib-wrapped), and everyone who accepts it
//! accepts gzip. The whole answer is encoded before it is sent, so it keeps a Content-Length.
//!
//! A client that accepts no coding we offer, not even `identity` (`Accept-Encoding: identity;q=0`),
//! still gets the answer unencoded rather than a 406: RFC 9110 §12.5.3 allows disregarding the
//! header, and an answer is more useful than a refusal. Large answers carry
//! `Vary: Accept-Encoding` whether or not they were compressed, so a shared cache keeps the
//! encodings apart; small ones never depend on it and do not.

use std::io::Write;

use actix_web::HttpMessage;
use actix_web::body::{self, BodySize, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{
    self, AcceptEncoding, ContentEncoding, Encoding, HeaderValue, Preference, Quality,
};
use actix_web::middleware::Next;
use actix_web::web::Bytes;

/// The smallest body, in bytes, that is compressed for a client that accepts it.
pub const MIN_COMPRESSED_BYTES: u64 = 1024;

/// Gzip up to this size is encoded on the worker thread, where it costs less than the hop to
/// the blocking pool; larger bodies, and brotli (whose encoder set-up alone costs hundreds of
/// microseconds), go to actix's blocking pool (`web::block`).
const INLINE_MAX_BYTES: usize = 64 * 1024;

/// Brotli at actix-web's settings: quality 3, a window of 2^22 bytes, a 32 KiB buffer.
const BROTLI_QUALITY: u32 = 3;
const BROTLI_WINDOW_BITS: u32 = 22;
const BROTLI_BUFFER: usize = 32 * 1024;

/// The middleware (`from_fn(compression::compress)`): negotiates on the request and encodes the
/// answer once its size is known.
pub async fn compress(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, body::BoxBody>>, actix_web::Error> {
    let mut res = next.call(req).await?;
    let large =
        matches!(res.response().body().size(), BodySize::Sized(n) if n >= MIN_COMPRESSED_BYTES);
    if !large || res.headers().contains_key(header::CONTENT_ENCODING) {
        return Ok(res.map_into_left_body());
    }
    res.headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-encoding"));
    // Read only for a large answer: most answers are small, and parsing the header costs
    // every one of them.
    let accepted = negotiated(res.request().get_header::<AcceptEncoding>());
    if accepted == ContentEncoding::Identity {
        return Ok(res.map_into_left_body());
    }
    let (req, response) = res.into_parts();
    let (mut response, body) = response.into_parts();
    let plain = match body.try_into_bytes() {
        Ok(plain) => plain,
        // Streams are not buffered here (the API answers whole bodies).
        Err(body) => {
            return Ok(ServiceResponse::new(req, response.set_body(body)).map_into_left_body());
        }
    };
    // Boxed: the encoder's state would otherwise enlarge the future of every request,
    // compressed or not, and every layer outside moves it.
    let body = match Box::pin(encoded(accepted, plain.clone())).await {
        Some(encoded) => {
            response
                .headers_mut()
                .insert(header::CONTENT_ENCODING, accepted.to_header_value());
            body::BoxBody::new(encoded)
        }
        None => body::BoxBody::new(plain),
    };
    Ok(ServiceResponse::new(req, response.set_body(body)).map_into_right_body())
}

/// `plain` in `coding`, whole, so that it goes out with a Content-Length in one write (a
/// streamed encoding would go out chunked, in several writes, and meet Nagle's algorithm and
/// delayed acknowledgements). None if the encoder failed, which writing to memory does not, or
/// the blocking pool is gone (the server is stopping).
async fn encoded(coding: ContentEncoding, plain: Bytes) -> Option<Bytes> {
    if coding == ContentEncoding::Gzip && plain.len() <= INLINE_MAX_BYTES {
        return encode(coding, &plain);
    }
    actix_web::web::block(move || encode(coding, &plain))
        .await
        .ok()
        .flatten()
}

/// `plain` encoded on this thread.
fn encode(coding: ContentEncoding, plain: &[u8]) -> Option<Bytes> {
    // Compressed answers here are a third of their size or less; a quarter is a fair first guess.
    let out = Vec::with_capacity(plain.len() / 4 + 64);
    let out = match coding {
        ContentEncoding::Gzip => {
            let mut gzip = flate2::write::GzEncoder::new(out, flate2::Compression::fast());
            gzip.write_all(plain).ok()?;
            gzip.finish().ok()?
        }
        ContentEncoding::Brotli => {
            let mut brotli = brotli::CompressorWriter::new(
                out,
                BROTLI_BUFFER,
                BROTLI_QUALITY,
                BROTLI_WINDOW_BITS,
            );
            brotli.write_all(plain).ok()?;
            brotli.flush().ok()?;
            brotli.into_inner()
        }
        _ => return None,
    };
    Some(Bytes::from(out))
}

/// The coding for a large answer, given the request's `Accept-Encoding`, if any: the one the
/// client weighs highest, gzip on a tie, and identity when the client weighs it higher still or
/// accepts neither.
fn negotiated(accept: Option<AcceptEncoding>) -> ContentEncoding {
    let Some(accept) = accept else {
        return ContentEncoding::Identity;
    };
    // A coding's weight: its own entry's, else the `*` entry's, else none; identity is
    // acceptable unless excluded (RFC 9110 §12.5.3), but unnamed it comes after any coding the
    // client did name.
    let weight = |coding: ContentEncoding, unlisted: Quality| {
        let named = accept.iter().find(
            |entry| matches!(&entry.item, Preference::Specific(Encoding::Known(c)) if *c == coding),
        );
        let any = || {
            accept
                .iter()
                .find(|entry| matches!(entry.item, Preference::Any))
        };
        named.or_else(any).map_or(unlisted, |entry| entry.quality)
    };
    let gzip = weight(ContentEncoding::Gzip, Quality::ZERO);
    let brotli = weight(ContentEncoding::Brotli, Quality::ZERO);
    let identity = weight(ContentEncoding::Identity, Quality::MIN);
    let (coding, quality) = if gzip >= brotli {
        (ContentEncoding::Gzip, gzip)
    } else {
        (ContentEncoding::Brotli, brotli)
    };
    if quality > Quality::ZERO && quality >= identity {
        coding
    } else {
        ContentEncoding::Identity
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::Header;
    use actix_web::test::TestRequest;

    fn coding_for(accept_encoding: &str) -> ContentEncoding {
        let req = TestRequest::default()
            .insert_header((header::ACCEPT_ENCODING, accept_encoding))
            .to_http_request();
        negotiated(AcceptEncoding::parse(&req).ok())
    }

    #[test]
    fn no_accept_encoding_means_identity() {
        assert_eq!(negotiated(None), ContentEncoding::Identity);
    }

    #[test]
    fn gzip_wins_a_tie_and_either_alone_is_honoured() {
        assert_eq!(coding_for("gzip, deflate, br, zstd"), ContentEncoding::Gzip);
        assert_eq!(coding_for("br, gzip"), ContentEncoding::Gzip);
        assert_eq!(coding_for("gzip"), ContentEncoding::Gzip);
        assert_eq!(coding_for("br"), ContentEncoding::Brotli);
    }

    #[test]
    fn the_clients_weights_decide() {
        assert_eq!(coding_for("br;q=0.5, gzip"), ContentEncoding::Gzip);
        assert_eq!(coding_for("br;q=0.4, gzip;q=0.8"), ContentEncoding::Gzip);
        assert_eq!(coding_for("gzip;q=0.5, br"), ContentEncoding::Brotli);
        assert_eq!(
            coding_for("gzip;q=0.1, identity"),
            ContentEncoding::Identity
        );
        assert_eq!(coding_for("gzip;q=0, br;q=0"), ContentEncoding::Identity);
    }

    #[test]
    fn a_wildcard_stands_for_every_coding_not_named() {
        assert_eq!(coding_for("*"), ContentEncoding::Gzip);
        assert_eq!(coding_for("gzip;q=0, *"), ContentEncoding::Brotli);
        assert_eq!(coding_for("*;q=0"), ContentEncoding::Identity);
    }

    #[test]
    fn codings_we_do_not_offer_fall_back_to_identity() {
        assert_eq!(coding_for("deflate"), ContentEncoding::Identity);
        assert_eq!(coding_for("zstd"), ContentEncoding::Identity);
        assert_eq!(coding_for("identity;q=0"), ContentEncoding::Identity);
        assert_eq!(coding_for(""), ContentEncoding::Identity);
    }
}
