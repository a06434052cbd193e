/**
 * Copies text to the clipboard and says so in the notification slot. Without the clipboard API (older browsers,
 * pages not served over HTTPS) it falls back to selecting the text in a hidden field and the copy command.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notify } from '../lib/notify/notify-store';

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, yet the only way to copy where navigator.clipboard is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export async function copyText(text: string, copied: MessageDescriptor = msg`Copied`): Promise<boolean> {
  let done = false;
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch {
    // A refused permission: try the old way below.
  }
  if (!done) done = copyBySelection(text);
  if (done) notify.success(copied);
  // The text stays selectable on screen.
  else notify.error(msg`Copying is not available here. Please select the text and copy it.`);
  return done;
}
