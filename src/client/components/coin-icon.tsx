/** A coin's icon from public/coins, or its initials on a disc for coins without one. */
import { coinIconPath } from '../../common/pairs';

export function CoinIcon({ coin, size = 28 }: { coin: string; size?: number }) {
  const path = coinIconPath(coin);
  if (path) {
    return (
      <img
        className="coin-icon"
        src={`${import.meta.env.BASE_URL}${path}`}
        alt=""
        width={size}
        height={size}
      />
    );
  }
  return (
    <span className="coin-icon coin-icon--initials" style={{ width: size, height: size }} aria-hidden="true">
      {coin.slice(0, 1)}
    </span>
  );
}
