/**
 * The number of unread messages on the way to them (the Me button on Home, the Messages row of Me); nothing when
 * all are read. Hidden from screen readers: the control it sits on says the count in words.
 */
export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="unread-badge" aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}
