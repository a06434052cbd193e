/**
 * A form screen polls nothing, so after one failed request the app would believe it is offline until the
 * browser says otherwise. While that is the case (and the browser does report a connection), each app refresh
 * tick sends one small read; its success marks the app online again and re-enables the form.
 */
import { paramNames } from '../../../common/api-paths';
import { connectivityStore, isOnline } from '../../lib/connectivity/connectivity-store';
import { fetchParamValue } from '../../lib/account/account-api';
import { useAppRefresh } from '../../lib/refresh/app-refresh';

export function useReconnectProbe(): void {
  useAppRefresh(() => {
    const state = connectivityStore.get();
    if (!state.browserOnline || isOnline(state)) return;
    fetchParamValue(paramNames.customerServiceEmail).catch(() => undefined);
  });
}
