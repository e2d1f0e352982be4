import type { ModuleKey, Section } from "@sat/core";
import { LruMap } from "../../lib/lru-map.js";
import type { QuestionRow } from "./tests.repository.js";

/** Modules kept at once: every module of every version of ten tests fits many times over. */
const MAX_MODULES = 1_000;

/**
 * A module's questions per test version, kept in memory. Safe on every server without any
 * invalidation: a content version never changes once imported (an edited question gets a new row
 * and a new version its own module lists), so what one server cached is what every server reads.
 */
export class ModuleCache {
  private readonly modules: LruMap<string, Promise<QuestionRow[]>>;

  constructor(maxModules = MAX_MODULES) {
    this.modules = new LruMap(maxModules);
  }

  get(
    key: { testId: string; contentVersion: string; section: Section; moduleKey: ModuleKey },
    load: () => Promise<QuestionRow[]>,
  ): Promise<QuestionRow[]> {
    const id = `${key.testId}\u0000${key.contentVersion}\u0000${key.section}\u0000${key.moduleKey}`;
    const found = this.modules.get(id);
    if (found) return found;
    const loading = load().then((rows) => {
      // An empty module is a version not imported (yet): never remembered.
      if (rows.length === 0) this.modules.delete(id);
      return rows;
    });
    loading.catch(() => this.modules.delete(id));
    this.modules.set(id, loading);
    return loading;
  }
}
