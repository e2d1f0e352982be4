import { z } from "../zod.js";

/** Paths of a pack's files: `pack.yaml`, `<section>/<folder>/NN.md`, `figures/<id>.svg`. */
const packPath = z
  .string()
  .max(200)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][\w./-]*$/, { error: "A file path inside a pack, without '..'" });

export const contentImportRequestSchema = z.strictObject({
  packs: z
    .array(
      z.strictObject({
        /** The pack's folder name, to name files in problems. */
        name: z.string().min(1).max(100),
        files: z.record(packPath, z.string().max(200_000)),
      }),
    )
    .min(1)
    .max(20),
});
export type ContentImportRequest = z.infer<typeof contentImportRequestSchema>;

export const contentImportResponseSchema = z.object({
  imported: z.array(z.string()),
  unchanged: z.array(z.string()),
});
