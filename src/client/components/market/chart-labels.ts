/**
 * The chart read-out's field labels. Exchange apps label them with one letter in English and one character in
 * Chinese and Japanese, so the five fields fit one line of a phone-wide chart.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OhlcLabels } from '../../lib/chart/ohlc-overlay';

const labelMessages = {
  open: msg({
    message: 'O',
    context: 'candle chart read-out',
    comment: "Short label of a candle's opening price in the chart read-out",
  }),
  high: msg({
    message: 'H',
    context: 'candle chart read-out',
    comment: "Short label of a candle's highest price in the chart read-out",
  }),
  low: msg({
    message: 'L',
    context: 'candle chart read-out',
    comment: "Short label of a candle's lowest price in the chart read-out",
  }),
  close: msg({
    message: 'C',
    context: 'candle chart read-out',
    comment: "Short label of a candle's closing price in the chart read-out",
  }),
  volume: msg({
    message: 'V',
    context: 'candle chart read-out',
    comment: "Short label of a candle's traded volume in the chart read-out",
  }),
};

export function chartLabels(i18n: I18n): OhlcLabels {
  return {
    open: i18n._(labelMessages.open),
    high: i18n._(labelMessages.high),
    low: i18n._(labelMessages.low),
    close: i18n._(labelMessages.close),
    volume: i18n._(labelMessages.volume),
  };
}
