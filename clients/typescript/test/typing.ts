// Compile-time checks of the client's types, never run: each `@ts-expect-error` must meet an
// error, so tsc fails here if the generated types or openapi-fetch ever stop refusing a call
// the spec does not allow.
import type { CribbageClient, Schemas } from "../src/index.js";

export async function refusedAtCompileTime(client: CribbageClient): Promise<void> {
  // @ts-expect-error: a path the spec does not have.
  await client.POST("/v1/hands/count", { body: { hand: ["5H"], starter: "8C" } });
  // @ts-expect-error: a method the path does not take (GET /v1/hands/score is a 405).
  await client.GET("/v1/hands/score");
  // @ts-expect-error: `starter` is required.
  await client.POST("/v1/hands/score", { body: { hand: ["5H", "5S", "JD", "KC"] } });
  // A field the request does not have: openapi-fetch infers its options generically, so an
  // object literal in the call escapes TypeScript's excess property check; a body declared with
  // its schema's type does not.
  // @ts-expect-error: no such field in ScoreHandRequest.
  const extra: Schemas["ScoreHandRequest"] = { hand: ["5H", "5S", "JD", "KC"], starter: "8C", cut: "8C" };
  await client.POST("/v1/hands/score", { body: extra });
  // @ts-expect-error: a variant outside the enum.
  await client.POST("/v1/position", { body: { scores: [0, 0], dealer: 0, variant: "seven_card" } });
  // @ts-expect-error: the path parameter is required.
  await client.GET("/v1/rulebooks/{profile}");

  const outcome = await client.POST("/v1/hands/score", { body: { hand: ["5H", "5S", "JD", "KC"], starter: "8C" } });
  if (outcome.data) {
    const total: number = outcome.data.total;
    // @ts-expect-error: the answer has no such field.
    void outcome.data.score;
    void total;
  } else {
    // The refusal is the spec's Problem, its errors each with a pointer and a code.
    const problem: Schemas["Problem"] = outcome.error;
    const pointers: string[] | undefined = problem.errors?.map((e) => `${e.pointer} ${e.code}`);
    void pointers;
  }
}
