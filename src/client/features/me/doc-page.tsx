/** The frame of the text pages (about, privacy, legal): a header and a readable column of sections. */
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

export function DocPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="screen">
      <PageHeader title={title} backTo="/me" />
      <article className="me-doc" data-testid={testId}>
        {children}
      </article>
    </div>
  );
}
