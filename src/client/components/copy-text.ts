/** Copies text to the clipboard and says so in the notification slot. */
import { msg } from '@lingui/core/macro';
import { notify } from '../lib/notify/notify-store';

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    notify.success(msg`Copied`);
    return true;
  } catch {
    // Older browsers and insecure contexts have no clipboard API; the text stays selectable on screen.
    notify.error(msg`Copying is not available here. Please select the text and copy it.`);
    return false;
  }
}
