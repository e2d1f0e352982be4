// Types of scratch-database.mjs for the TypeScript tests that use it.
export function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }>;
