/** The short heading of an auth screen: what the screen is for, in one line under a title. */
import type { ReactNode } from 'react';

export function AuthIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-intro">
      <h2 className="auth-intro__title">{title}</h2>
      <p className="auth-intro__text">{children}</p>
    </div>
  );
}
