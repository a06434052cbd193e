/**
 * A coin's icon: the disc public/coins/<coin>.svg draws, drawn inline — an <img> of that file would be a document
 * of its own for every coin on screen (loaded, styled, laid out and painted apart, tens of milliseconds each on a
 * phone) — or its initial on a plain disc for coins without one.
 */
import { coinIconColour, coinIconFontSize, coinIconLabel } from '../../common/pairs';

export function CoinIcon({ coin, size = 28 }: { coin: string; size?: number }) {
  const colour = coinIconColour(coin);
  if (colour) {
    const label = coinIconLabel(coin);
    return (
      <svg
        className="coin-icon"
        viewBox="0 0 64 64"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        data-coin-icon={coin.toLowerCase()}
      >
        <circle cx="32" cy="32" r="32" fill={colour} />
        <circle cx="32" cy="32" r="27" fill="none" stroke="#fff" strokeOpacity=".25" strokeWidth="2" />
        <text
          x="32"
          y="32"
          dy=".35em"
          textAnchor="middle"
          fontWeight="700"
          fontSize={coinIconFontSize(label)}
          fill="#fff"
        >
          {label}
        </text>
      </svg>
    );
  }
  return (
    <span className="coin-icon coin-icon--initials" style={{ width: size, height: size }} aria-hidden="true">
      {coin.slice(0, 1)}
    </span>
  );
}
