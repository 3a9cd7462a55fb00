/** A mail body as sent over SMTP, readable: quoted-printable wraps long lines with "=\r\n" and escapes "=" as "=3D". */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
