/** Text made safe to put inside HTML (mail bodies): every character that could open markup becomes an entity. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
