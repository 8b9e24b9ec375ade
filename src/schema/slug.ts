// The form names take in paths, ids and shared-section names: lowercase letters, digits and dashes.
// Used to suggest the spelling an author meant ("Über Uns" → "uber-uns"), never a different word.
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "é" is "e" and a combining mark
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
