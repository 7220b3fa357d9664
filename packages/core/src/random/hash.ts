/**
 * FNV-1a, 32 bits, over the string's UTF-16 code units (not UTF-8 bytes): every JavaScript engine
 * sees the same code units, so a text seed maps to the same number in the browser and in Node.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
