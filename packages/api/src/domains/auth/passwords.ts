import argon2 from 'argon2';

/** OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown email answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('tasbir-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
