import { createHash } from "node:crypto";
import type { ContentRepository } from "./content.repository.js";
import type { LoadedTest } from "./fixture-test.js";

/** Imports tests on start; a test whose content has not changed is left alone, so it is idempotent. */
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  async importTests(loaded: LoadedTest[]): Promise<{ imported: string[] }> {
    const imported: string[] = [];
    for (const [i, { test, questions }] of loaded.entries()) {
      const version = createHash("sha256").update(JSON.stringify({ test, questions })).digest("hex").slice(0, 16);
      if ((await this.repository.testVersion(test.id)) === version) continue;
      await this.repository.upsertTest(test, questions, version, i);
      imported.push(test.id);
    }
    return { imported };
  }
}
