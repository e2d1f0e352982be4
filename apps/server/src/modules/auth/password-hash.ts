import { hash, verify } from "@node-rs/argon2";

/** OWASP ASVS: argon2id, 19 MiB, 2 iterations, parallelism 1 (argon2id is the library's default algorithm). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown email takes as long as a wrong password. */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("a password that matches no account");
  await verifyPassword(await dummyHash, password);
}
