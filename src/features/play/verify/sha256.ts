/**
 * SHA-256 of a hex server seed's bytes, computed in the member's own browser: the check that the
 * revealed seed is the one committed before play needs no trust in the server. Null where Web
 * Crypto is missing (plain HTTP) or the seed is not 64 hex characters.
 */
export async function sha256OfHexSeed(seed: string): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(seed) || typeof crypto === 'undefined' || !crypto.subtle) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
