# syntax=docker/dockerfile:1
#
# cribbage-api container image: a release build on Debian 12 (bookworm), run from distroless.
#
#   docker build -t ghcr.io/cribbage-api/cribbage-api:dev .
#   docker run --rm -p 8080:8080 --read-only ghcr.io/cribbage-api/cribbage-api:dev
#
# The only thing a build downloads is crates from the registry (cargo, with --locked against the
# committed Cargo.lock): no apt-get, no curl. `scripts/run-as-image.sh` runs the same binary the
# way this image does (numeric non-root user, read-only files, no HOME) where no container engine
# exists; `.ci/deploy-checks` lints this file with hadolint.

ARG RUST_VERSION=1.95

# ---------------------------------------------------------------------------------------------
# Builder: the machine's toolchain version, on the same Debian release as the runtime image, so
# the binary's glibc and libgcc_s match distroless/cc-debian12.
FROM rust:${RUST_VERSION}-slim-bookworm AS builder
WORKDIR /build

# 1. Dependencies, in a layer of their own that only the manifests and Cargo.lock invalidate.
#    The workspace's every member must be there for cargo to read it, and cargo refuses a
#    manifest whose declared targets have no file: each member gets an empty src/lib.rs and a
#    stub for every [[bin]], [[bench]], [[example]] and [[test]] it declares, at its `path` or at
#    cargo's default place for its `name`. Auto-discovered examples and tests may be absent. Only
#    the binary is built, so no dev-dependency is compiled or downloaded.
COPY Cargo.toml Cargo.lock ./
COPY crates/cribbage-rules/Cargo.toml crates/cribbage-rules/
COPY crates/cribbage-strategy/Cargo.toml crates/cribbage-strategy/
COPY crates/cribbage-words/Cargo.toml crates/cribbage-words/
COPY crates/cribbage-research/Cargo.toml crates/cribbage-research/
COPY fuzz/Cargo.toml fuzz/
RUN set -eu; \
    for manifest in Cargo.toml crates/*/Cargo.toml fuzz/Cargo.toml; do \
        dir=$(dirname "$manifest"); \
        mkdir -p "$dir/src"; \
        : > "$dir/src/lib.rs"; \
        awk -F'"' ' \
            function flush() { if (kind != "") print (path != "" ? path : place[kind] "/" name ".rs"); kind = "" } \
            BEGIN { place["bench"] = "benches"; place["example"] = "examples"; place["test"] = "tests"; place["bin"] = "src/bin" } \
            /^\[/ { flush(); if (match($0, /^\[\[(bench|example|test|bin)\]\]/)) { kind = substr($0, 3, RLENGTH - 4); name = ""; path = "" } } \
            kind != "" && /^name *=/ { name = $2 } \
            kind != "" && /^path *=/ { path = $2 } \
            END { flush() }' "$manifest" > /tmp/targets; \
        while read -r target; do \
            mkdir -p "$dir/$(dirname "$target")"; \
            printf 'fn main() {}\n' > "$dir/$target"; \
        done < /tmp/targets; \
    done; \
    cargo build --profile production --locked --bin cribbage-api; \
    rm -rf src crates/cribbage-rules/src crates/cribbage-strategy/src crates/cribbage-words/src \
        target/production/cribbage-api* target/production/deps/*cribbage_* \
        target/production/.fingerprint/cribbage-*

# 2. The service and the three crates it is built from, and the console's files that
#    src/console.rs embeds at compile time. COPY keeps the sources' modification times, which
#    may be older than the stubs' build: touch them so cargo always rebuilds the four crates
#    (their fingerprints are gone too).
COPY src ./src
COPY crates/cribbage-rules/src ./crates/cribbage-rules/src
COPY crates/cribbage-strategy/src ./crates/cribbage-strategy/src
COPY crates/cribbage-words/src ./crates/cribbage-words/src
COPY console ./console
RUN touch src/lib.rs src/main.rs crates/cribbage-rules/src/lib.rs crates/cribbage-strategy/src/lib.rs \
        crates/cribbage-words/src/lib.rs \
    && cargo build --profile production --locked --bin cribbage-api

# ---------------------------------------------------------------------------------------------
# Runtime: distroless "cc" (glibc, libgcc_s, CA certificates, /etc/passwd with nonroot 65532;
# no shell, no package manager). The tag is a moving one; pin it by digest
# (`gcr.io/distroless/cc-debian12:nonroot@sha256:...`) in the registry's release pipeline.
FROM gcr.io/distroless/cc-debian12:nonroot

LABEL org.opencontainers.image.title="cribbage-api" \
      org.opencontainers.image.description="A stateless HTTP service that settles every cribbage scoring question" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="https://github.com/cribbage-api/cribbage-api"

# Root-owned and mode 0755: the service user can run the binary but not change it.
COPY --from=builder /build/target/production/cribbage-api /cribbage-api

# Defaults suited to a container; every variable is described in README.md. SHUTDOWN_TIMEOUT
# (25 s) stays below Kubernetes' default 30 s termination grace period.
ENV HOST=0.0.0.0 \
    PORT=8080 \
    RUST_LOG=info \
    SHUTDOWN_TIMEOUT=25

# Numeric, so Kubernetes' runAsNonRoot can verify it without reading /etc/passwd.
USER 65532:65532
EXPOSE 8080

# No HEALTHCHECK: the image has no shell or curl, and Kubernetes uses its own probes
# (GET /healthz, GET /readyz; see k8s/base/deployment.yaml).
ENTRYPOINT ["/cribbage-api"]
