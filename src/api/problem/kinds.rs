//! The kinds of problem the service answers with, in one table.

/// One kind of problem: what its `type` means and what to do about it.
#[derive(Debug)]
pub struct ProblemType {
    /// The last segment of the `type` (`invalid-input`).
    pub slug: &'static str,
    /// The `title` every occurrence carries.
    pub title: &'static str,
    /// The status it comes with.
    pub status: u16,
    /// When the service answers with it.
    pub when: &'static str,
    /// What a client does about it.
    pub remedy: &'static str,
}

/// Every kind the service answers with: the one table behind every error response (its `type`,
/// `title` and status) and every page at `/problems/{kind}`.
pub const KINDS: &[ProblemType] = &[
    ProblemType {
        slug: "malformed-json",
        title: "Malformed JSON",
        status: 400,
        when: "The body is not JSON: empty, not UTF-8, a syntax error, or truncated. The detail \
               quotes the parser's message with the line and column.",
        remedy: "Send one JSON object encoded as UTF-8.",
    },
    ProblemType {
        slug: "bad-request",
        title: "Bad request",
        status: 400,
        when: "The request cannot be read as sent: a body whose transfer broke off (broken \
               chunked encoding, a connection closed mid-body) or a malformed header.",
        remedy: "Fix the request as the detail says.",
    },
    ProblemType {
        slug: "not-found",
        title: "Not found",
        status: 404,
        when: "No resource lives at the path, or no problem kind has that name.",
        remedy: "Check the path against the OpenAPI document at /api-docs/openapi.json.",
    },
    ProblemType {
        slug: "method-not-allowed",
        title: "Method not allowed",
        status: 405,
        when: "The path exists but does not take the method.",
        remedy: "Use the method the Allow header names: POST for the scoring endpoints, GET or \
                 HEAD for the others.",
    },
    ProblemType {
        slug: "request-timeout",
        title: "Request timeout",
        status: 408,
        when: "The client took longer than CLIENT_REQUEST_TIMEOUT to send the request head or \
               the body.",
        remedy: "Send the whole request promptly; retrying is safe, every endpoint is \
                 stateless.",
    },
    ProblemType {
        slug: "payload-too-large",
        title: "Payload too large",
        status: 413,
        when: "The body is longer than MAX_BODY_BYTES (16 KiB unless configured). No valid \
               request comes near it.",
        remedy: "Send the request as documented; a deal is a few hundred bytes.",
    },
    ProblemType {
        slug: "unsupported-media-type",
        title: "Unsupported media type",
        status: 415,
        when: "The body is not declared as application/json (no Content-Type, or another one).",
        remedy: "Send Content-Type: application/json.",
    },
    ProblemType {
        slug: "invalid-input",
        title: "Invalid input",
        status: 422,
        when: "Well-formed JSON that is not a possible request: an unknown or repeated card, the \
               wrong number of cards, a wrong type, an unknown field, a claim over 29, a play \
               past 31 or out of turn. The errors member lists each problem with a JSON pointer \
               (RFC 6901) into the body, such as /hand/2; at most 50 are listed.",
        remedy: "Fix each value the pointers name; every one is reported in one answer.",
    },
    ProblemType {
        slug: "internal",
        title: "Internal error",
        status: 500,
        when: "The service failed. It is built and tested never to do this on any input.",
        remedy: "Report it with the X-Request-Id of the response.",
    },
    ProblemType {
        slug: "unavailable",
        title: "Service unavailable",
        status: 503,
        when: "The instance is shutting down (readiness after SIGTERM) while requests in flight \
               finish.",
        remedy: "Send traffic to another instance; load balancers do this on their own.",
    },
    ProblemType {
        slug: "overloaded",
        title: "Overloaded",
        status: 503,
        when: "The instance is too busy to start this advice (discards, the play, a long game) \
               within COMPUTE_QUEUE_MS (100 ms unless configured): the advice already waiting \
               would keep it longer. It is refused at once, before any work is done, with a \
               Retry-After header. Cheap answers (hands, the play's score, validation, the \
               board, health) are never refused for load.",
        remedy: "Retry after the seconds Retry-After names, or at once on another instance: \
                 every endpoint is free of side effects, so a retry is always safe. A load \
                 balancer can retry a 503 on another instance on its own (deploy/nginx.conf \
                 does).",
    },
];

/// The kind named `slug`.
pub fn kind(slug: &str) -> Option<&'static ProblemType> {
    KINDS.iter().find(|kind| kind.slug == slug)
}

impl ProblemType {
    /// The `type` member: a relative reference that resolves to this kind's page.
    pub fn uri(&self) -> String {
        format!("/problems/{}", self.slug)
    }
}

/// The kind of a status produced outside the handlers: the table's first kind with that
/// status (a 400 of ours is malformed JSON), any other 5xx internal, anything else a bad
/// request.
pub fn for_status(status: u16) -> &'static ProblemType {
    let fallback = if status >= 500 {
        "internal"
    } else {
        "bad-request"
    };
    KINDS
        .iter()
        .find(|kind| kind.status == status)
        .or_else(|| kind(fallback))
        .unwrap_or(&KINDS[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_unique_and_every_text_is_there() {
        let slugs: std::collections::HashSet<&str> = KINDS.iter().map(|k| k.slug).collect();
        assert_eq!(slugs.len(), KINDS.len());
        for kind in KINDS {
            assert!(!kind.title.is_empty() && !kind.when.is_empty() && !kind.remedy.is_empty());
        }
    }

    #[test]
    fn statuses_outside_the_table_fall_back_to_bad_request_or_internal() {
        assert_eq!(for_status(400).slug, "malformed-json");
        assert_eq!(for_status(411).slug, "bad-request");
        assert_eq!(for_status(431).slug, "bad-request");
        assert_eq!(for_status(502).slug, "internal");
        assert_eq!(for_status(503).slug, "unavailable");
        assert_eq!(kind("overloaded").map(|k| k.status), Some(503));
    }

    #[test]
    fn pages_carry_no_markup_from_their_text() {
        for kind in KINDS {
            for text in [kind.title, kind.when, kind.remedy] {
                assert!(!text.contains(['<', '>', '&']), "{text}");
            }
        }
    }
}
