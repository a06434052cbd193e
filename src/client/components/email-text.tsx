/**
 * An email address that may wrap: the line breaks after the "@" when it must (never inside the domain's words, as
 * "petrel.exchan / ge" would), and anywhere only if one part alone is wider than the line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
