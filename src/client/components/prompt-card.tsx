/**
 * A centred card under the page header that explains why the screen has nothing to show and what to do instead:
 * the login prompt of private screens, the visitor's /me, the not-found screen.
 */
import type { ReactNode } from 'react';
import './prompt-card.css';

/** A prompt card's illustration: larger and lighter than the app's 22 px icons. */
export const promptIconProps = { className: 'prompt-card__icon', width: 56, height: 56, strokeWidth: 1.6 };

export interface PromptCardProps {
  /** An illustration; it is decorative (aria-hidden), the title says it all. */
  icon?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** The ways on: links or buttons, full width. */
  children: ReactNode;
  className?: string;
  testId?: string;
}

export function PromptCard({ icon, title, text, children, className, testId }: PromptCardProps) {
  return (
    <section className={className ? `prompt-card ${className}` : 'prompt-card'} data-testid={testId}>
      {icon}
      <h2 className="prompt-card__title">{title}</h2>
      <p className="prompt-card__text">{text}</p>
      {children}
    </section>
  );
}
