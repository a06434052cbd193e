/**
 * The signed-in user's info (/user/info) for the profile screens. The accounts code keeps the profile in the
 * session (refreshUserInfo); this adds the device cache, keyed by user and deleted at logout, so the profile
 * also shows offline after a restart. While the session holds a profile it is the freshest copy and wins.
 */
import { msg } from '@lingui/core/macro';
import type { UserInfo } from '../../../common/user-types';
import { infoOfSession, loadProfile, userInfoKey } from './user-profile';
import { useSession } from './use-session';
import { useCachedQuery, type CachedQuery } from '../cache/use-cached-query';
import { ApiFailure } from '../http/api-failure';
import { i18n } from '../i18n/i18n';

async function loadUserInfo(): Promise<UserInfo> {
  const info = await loadProfile();
  if (!info) throw new ApiFailure(i18n._(msg`Please login first`), 'session');
  return info;
}

export interface UserInfoQuery extends CachedQuery<UserInfo> {
  /** The profile to show: the session's, else the saved one, else undefined (see the query's states). */
  info: UserInfo | undefined;
}

export function useUserInfo(): UserInfoQuery {
  const session = useSession();
  const query = useCachedQuery(
    session.isLogin && session.userId ? userInfoKey(session.userId) : null,
    loadUserInfo,
    // The profile changes when the user acts (or an operator decides KYC), not every few seconds.
    { userId: session.userId, refreshOnTick: false },
  );
  return { ...query, info: infoOfSession(session) ?? query.data };
}
