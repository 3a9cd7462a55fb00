// Slug rule: lowercase; spaces and underscores become hyphens; other
// non-alphanumerics are removed; repeated and edge hyphens are trimmed.
export function slugify(input: string | null | undefined): string {
  if (input == null) return '';
  return input
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
