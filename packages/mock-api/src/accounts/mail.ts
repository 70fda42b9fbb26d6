/**
 * The mock mails nothing. In development the code shows in the dev mailbox (read from the codes
 * table); the log only notes that a mail went out, with the address masked and never the code.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
