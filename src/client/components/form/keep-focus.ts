/**
 * For buttons inside a form (submit, send code, show password): pressing them does not take focus from the field
 * being typed in. Otherwise the field's blur shows its error in the middle of the click, and on a desktop the
 * moved layout can swallow the click. Keyboard and touch activation are unaffected.
 */
import type { MouseEvent } from 'react';

export const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
