/** What the three review queues share: the heading, the empty and failed states, and a note after a decision. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorText } from './error-text';

export function QueuePage<T>(props: {
  title: string;
  items: T[] | undefined;
  error: unknown;
  render: (item: T) => ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{props.title}</h1>
      <ErrorText error={props.error} />
      {props.items === undefined && props.error === undefined ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {props.items?.length === 0 ? (
        <p className="empty">
          <Trans>Nothing is waiting for review.</Trans>
        </p>
      ) : null}
      <ul className="queue">{props.items?.map(props.render)}</ul>
    </section>
  );
}

/** One label and value of a queue item. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
