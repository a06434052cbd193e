/**
 * The frame of the text pages (about, privacy, legal): a header and a readable column of sections, shown once the
 * documents catalog has loaded.
 */
import type { ReactNode } from 'react';
import { DocumentText } from '../../components/document-text';
import { PageHeader } from '../../components/page-header';

export function DocPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="screen">
      <PageHeader title={title} backTo="/me" />
      <article className="me-doc" data-testid={testId}>
        <DocumentText>{children}</DocumentText>
      </article>
    </div>
  );
}
