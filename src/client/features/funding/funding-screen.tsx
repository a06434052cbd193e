/**
 * The frame of every funding screen: the header, and the screen's own catalog (loaded with the screen, not at
 * start-up) before its texts show, so they never flash in English.
 */
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { LoadingRows } from '../../components/screen-states';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import './funding.css';

interface FundingScreenProps {
  title: () => string;
  backTo: string;
  right?: () => ReactNode;
  children: () => ReactNode;
  testId: string;
}

export function FundingScreen({ title, backTo, right, children, testId }: FundingScreenProps) {
  const ready = useCatalogPartReady('funding');
  return (
    <div className="screen fund-screen" data-testid={testId}>
      {ready ? (
        <>
          <PageHeader title={title()} backTo={backTo} right={right?.()} />
          {children()}
        </>
      ) : (
        <LoadingRows count={4} />
      )}
    </div>
  );
}
