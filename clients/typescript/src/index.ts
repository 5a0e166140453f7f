// The typed client: openapi-fetch's runtime over the types openapi-typescript generates from
// openapi/openapi.json into src/schema.ts (`npm run generate`; not committed). Every call is
// checked against the spec at compile time: the path and method, the path and query
// parameters, the request body, and the answer (`data`, the 2xx body) or the refusal
// (`error`, the problem+json body of a 4xx or 5xx).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** Every request and response body by its name in the spec: `Schemas["ScoreHandRequest"]`. */
export type Schemas = components["schemas"];

/** A problem details body (RFC 9457), as every refusal carries it. */
export type Problem = Schemas["Problem"];

export type CribbageClient = Client<paths>;

/** A client for the service at `baseUrl` (`http://127.0.0.1:8080`, no trailing slash). */
export function createCribbageClient(
  baseUrl: string,
  options: Omit<ClientOptions, "baseUrl"> = {},
): CribbageClient {
  return createClient<paths>({ ...options, baseUrl });
}
