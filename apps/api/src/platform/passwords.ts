import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2; the package's const enum is not importable under isolatedModules). */
export function createPasswordHasher(memoryCost: number) {
  const options = { algorithm: 2, memoryCost, timeCost: 2, parallelism: 1 } as const;
  // A fixed hash to verify against when the user does not exist, so timing does not reveal it.
  let dummy: Promise<string> | null = null;
  return {
    hash: (password: string) => hash(password, options),
    async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
      if (!passwordHash) {
        dummy ??= hash('not-a-real-password-Aa1!', options);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
