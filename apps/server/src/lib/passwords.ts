import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/** Verifying against a decoy when the email is unknown keeps both answers equally slow. */
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hash('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
}
