import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";

/**
 * Checks of an OpenAPI 3.1 document: Redocly's recommended rules, and JSON Schema 2020-12
 * validation of real answers against the schemas the document gives them.
 */

/** Every problem Redocly's recommended rule set finds, as `severity rule: message at path`. */
export async function lintOpenApi(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: "openapi.json",
    config,
  });
  return problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`,
  );
}

/** JSON Pointer escaping of one path segment. */
const escapePointer = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

export interface AnswerValidator {
  /**
   * The problems of `body` against the schema of `path`'s `method` answer `status` as
   * `type` (empty when it fits); throws when the document gives no such schema.
   */
  check(path: string, method: string, status: number, body: unknown, type?: string): string[];
}

export function answerValidator(document: Record<string, unknown>): AnswerValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: "openapi.json" });
  return {
    check(path, method, status, body, type = "application/json") {
      const pointer = [
        "paths",
        path,
        method,
        "responses",
        String(status),
        "content",
        type,
        "schema",
      ]
        .map(escapePointer)
        .join("/");
      const validate = ajv.compile({ $ref: `openapi.json#/${pointer}` });
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
}
