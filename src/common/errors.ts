/**
 * The one error table: every failure the API can report, with the HTTP status the operator API and framework
 * errors use, the code the spec's envelopes carry, and the message id translated from locales/ (the `/*i18n*\/`
 * marker lets `lingui extract` collect these descriptors without a macro, so the server can read them as they are).
 */
import type { MessageDescriptor } from '@lingui/core';

export interface ErrorDefinition {
  httpStatus: number;
  /** The `code` of a `{code, msg}` envelope; -2 tells the client that its session is gone. */
  envelopeCode: number;
  message: MessageDescriptor;
}

import { failureCode, sessionInvalidCode } from './envelope-codes';

export const errorTable = {
  FIELD_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.field_missing', message: 'The field “{field}” is required.' },
  },
  FIELD_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.field_invalid', message: 'The field “{field}” is not valid.' },
  },
  UNKNOWN_SYMBOL: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.unknown_symbol', message: 'There is no market “{symbol}”.' },
  },
  UNKNOWN_QUOTE_COIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.unknown_quote_coin',
      message: 'There are no markets quoted in “{quoteCoin}”.',
    },
  },
  BAD_PERIOD: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bad_period',
      message: 'The period “{timer}” is not supported. Choose 1min, 5min, 15min, 30min or 1day.',
    },
  },
  SIZE_OUT_OF_RANGE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.size_out_of_range',
      message: 'The number of records must be a whole number from {min} to {max}.',
    },
  },
  UPSTREAM_UNAVAILABLE: {
    httpStatus: 502,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.upstream_unavailable',
      message: 'Market data is unavailable right now. Please try again shortly.',
    },
  },
  UNKNOWN_PARAM: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.unknown_param', message: 'There is no parameter named “{name}”.' },
  },
  SESSION_INVALID: {
    httpStatus: 401,
    envelopeCode: sessionInvalidCode,
    message: /*i18n*/ {
      id: 'error.session_invalid',
      message: 'Your session has ended. Please log in again.',
    },
  },
  OPERATOR_TOKEN_INVALID: {
    httpStatus: 401,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_token_invalid',
      message: 'The operator token is missing or wrong.',
    },
  },
  OPERATOR_ROLE_REFUSED: {
    httpStatus: 403,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_role_refused',
      message: 'Your operator role ({role}) may not do this; it needs the role {required}.',
    },
  },
  OPERATOR_NAME_RESERVED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_name_reserved',
      message: 'The operator name “{name}” is reserved.',
    },
  },
  OPERATOR_NAME_TAKEN: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_name_taken',
      message: 'An operator named “{name}” already exists.',
    },
  },
  OPERATOR_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.operator_not_found',
      message: 'There is no operator named “{name}”.',
    },
  },
  // User administration and corrections (issue 25).
  ACCOUNT_FROZEN: {
    httpStatus: 403,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.account_frozen',
      message: 'This account is frozen. Please contact customer support.',
    },
  },
  USER_ALREADY_FROZEN: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.user_already_frozen', message: 'The account {email} is already frozen.' },
  },
  USER_NOT_FROZEN: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.user_not_frozen', message: 'The account {email} is not frozen.' },
  },
  LEDGER_TRANSACTION_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.ledger_transaction_not_found',
      message: 'There is no ledger transaction “{transaction}”.',
    },
  },
  LEDGER_ALREADY_REVERSED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.ledger_already_reversed',
      message: 'The ledger transaction “{transaction}” has already been reversed.',
    },
  },
  LEDGER_REVERSAL_OF_REVERSAL: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.ledger_reversal_of_reversal',
      message:
        'The ledger transaction “{transaction}” is itself a reversal and cannot be reversed. Post a new correction instead.',
    },
  },
  LEDGER_REVERSAL_UNCOVERED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.ledger_reversal_uncovered',
      message:
        'Reversing this transaction would make a user’s {currency} balance negative: the money has already been spent. Nothing was changed.',
    },
  },
  TOO_MANY_REQUESTS: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.too_many_requests',
      message: 'Too many requests. Please wait a moment and try again.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    httpStatus: 413,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.payload_too_large', message: 'The request is too large.' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    httpStatus: 415,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.unsupported_media_type',
      message: 'The request body must be form-encoded or JSON.',
    },
  },
  MALFORMED_BODY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.malformed_body', message: 'The request body could not be read.' },
  },
  URL_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.url_invalid', message: 'The address of this request is not valid.' },
  },
  NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.not_found', message: 'This page or endpoint does not exist.' },
  },
  EMAIL_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.email_invalid', message: 'Please enter your email' },
  },
  EMAIL_CHARACTERS: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.email_characters',
      message:
        'This email contains hidden characters or mixes alphabets (such as Latin and Cyrillic letters). Please type it again by hand.',
    },
  },
  LOGIN_PASSWORD_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.login_password_invalid', message: 'Please enter the login password' },
  },
  PASSWORD_RULE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.password_rule',
      message:
        'The password must be 8 to 24 characters long and start with a letter. Use only English letters, digits and keyboard symbols such as ! @ # $ % (no spaces or emoji).',
    },
  },
  LOGIN_PASSWORD_TOO_LONG: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.login_password_too_long',
      message: 'This password is too long: a Petrel password has at most 24 characters.',
    },
  },
  PASSWORD_UNCHANGED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.password_unchanged',
      message: 'The new password must be different from your current password.',
    },
  },
  TRADE_PASSWORD_UNCHANGED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.trade_password_unchanged',
      message: 'The new trade password must be different from your current one.',
    },
  },
  TRADE_PASSWORD_RULE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.trade_password_rule', message: 'The trade password must be 6 digits.' },
  },
  CODE_RULE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.code_rule', message: 'The verification code is 6 digits.' },
  },
  PASSWORDS_MISMATCH: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.passwords_mismatch', message: 'The two passwords do not match.' },
  },
  AGREEMENT_REQUIRED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.agreement_required',
      message: 'Please read and agree to the user agreement.',
    },
  },
  EMAIL_TAKEN: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.email_taken', message: 'An account with this email already exists.' },
  },
  INVITE_CODE_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.invite_code_unknown', message: 'This invite code does not exist.' },
  },
  CODE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.code_invalid',
      message: 'The verification code is wrong or has expired.',
    },
  },
  CODE_ATTEMPTS_EXCEEDED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.code_attempts_exceeded',
      message: 'Too many wrong codes. Please request a new verification code.',
    },
  },
  CODE_RATE_LIMITED: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.code_rate_limited',
      message: 'Please wait {seconds} seconds before requesting another code.',
    },
  },
  LOGIN_FAILED: {
    httpStatus: 401,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.login_failed', message: 'The email or password is incorrect.' },
  },
  LOGIN_LOCKED: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.login_locked',
      message: 'Too many failed attempts. Please try again in {minutes} minutes.',
    },
  },
  CURRENT_PASSWORD_WRONG: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.current_password_wrong', message: 'The current password is incorrect.' },
  },
  TRADE_PASSWORD_NOT_SET: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.trade_password_not_set', message: 'Please set a trade password first.' },
  },
  ANTI_PHISHING_CODE_RULE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.anti_phishing_code_rule',
      message:
        'The anti-phishing code must be 4 to 20 English letters or digits, with at least one letter (no spaces or symbols).',
    },
  },
  ANTI_PHISHING_NEEDS_TRADE_PASSWORD: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.anti_phishing_needs_trade_password',
      message:
        'The anti-phishing code is set with your trade password. Set a trade password first, under “Trade password” on this screen.',
    },
  },
  TRADE_PASSWORD_WRONG: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.trade_password_wrong',
      message: 'The trade password is incorrect. {remaining} attempts left.',
    },
  },
  TRADE_PASSWORD_LOCKED: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.trade_password_locked',
      message: 'The trade password is locked after too many wrong attempts. Try again in {minutes} minutes.',
    },
  },
  KYC_ALREADY_VERIFIED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.kyc_already_verified',
      message: 'Your identity is already verified and cannot be changed.',
    },
  },
  KYC_UNDER_REVIEW: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.kyc_under_review',
      message: 'Your verification is under review. Please wait for the result.',
    },
  },
  KYC_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.kyc_not_found', message: 'There is no verification with this number.' },
  },
  KYC_NOT_PENDING: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.kyc_not_pending', message: 'This verification has already been decided.' },
  },
  UPLOAD_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.upload_missing', message: 'Please upload the photo: {field}.' },
  },
  UPLOAD_TYPE: {
    httpStatus: 415,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.upload_type', message: 'Please upload a JPEG, PNG or WebP image.' },
  },
  UPLOAD_TOO_LARGE: {
    httpStatus: 413,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.upload_too_large', message: 'The image is larger than {maxMb} MB.' },
  },
  FILE_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.file_not_found', message: 'This file does not exist or is not yours.' },
  },
  HELP_ARTICLE_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.help_article_not_found', message: 'This help article does not exist.' },
  },
  INSUFFICIENT_BALANCE: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.insufficient_balance',
      message: 'Insufficient available balance of {currency}.',
    },
  },
  TRANSFER_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.transfer_amount',
      message: 'Please enter a transfer amount of at least {min}, with at most 8 decimal places.',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.idempotency_key_reused',
      message: 'This request was already sent with different details. Please fill in the form again.',
    },
  },
  USER_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.user_not_found', message: 'There is no account with this email address.' },
  },
  // Deposits (recharge) and currency settings: their errors go below this line.
  RECHARGE_CURRENCY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_currency',
      message: 'Please choose one of the listed currencies to deposit.',
    },
  },
  RECHARGE_NETWORK: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_network',
      message: 'Please choose a network for {currency}: {networks}.',
    },
  },
  RECHARGE_NETWORK_CLOSED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_network_closed',
      message:
        'Deposits of {currency} on {network} are not open at the moment. Please choose another network.',
    },
  },
  RECHARGE_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_amount',
      message: 'Please enter the amount you sent, as a number with at most 8 decimal places.',
    },
  },
  RECHARGE_BELOW_MINIMUM: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_below_minimum',
      message: 'The minimum deposit is {min} {currency}. A smaller deposit is neither credited nor refunded.',
    },
  },
  RECHARGE_PROOF_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.recharge_proof_missing',
      message: 'Please upload a screenshot of your transfer as proof.',
    },
  },
  DEPOSIT_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.deposit_not_found', message: 'There is no deposit with this number.' },
  },
  DEPOSIT_ALREADY_APPROVED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.deposit_already_approved',
      message: 'This deposit has already been approved and credited.',
    },
  },
  DEPOSIT_ALREADY_REJECTED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.deposit_already_rejected',
      message: 'This deposit has already been rejected.',
    },
  },

  // Withdrawals, the address book and bank cards: their errors go below this line.
  ADDRESS_NETWORK: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_network',
      message: '{currency} cannot be sent on the {network} network. Please choose one of its networks.',
    },
  },
  ADDRESS_FORMAT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_format',
      message: 'This is not a valid {network} address. Please check it and try again.',
    },
  },
  ADDRESS_REMARK_TOO_LONG: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_remark_too_long',
      message: 'The note can be at most {max} characters long.',
    },
  },
  ADDRESS_DUPLICATE: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_duplicate',
      message: 'This address is already in your address book.',
    },
  },
  ADDRESS_BOOK_FULL: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_book_full',
      message: 'Your address book is full ({max} addresses). Please delete one before adding another.',
    },
  },
  ADDRESS_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.address_not_found',
      message: 'This withdrawal address does not exist. Please choose one from your address book.',
    },
  },
  BANK_NAME_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bank_name_invalid',
      message: 'Please enter the bank name (at most {max} characters).',
    },
  },
  CARD_HOLDER_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.card_holder_invalid',
      message: 'Please enter the card holder’s name (at most {max} characters).',
    },
  },
  CARD_NUMBER_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.card_number_invalid',
      message: 'This card number is not valid. Please check the 12 to 19 digits and try again.',
    },
  },
  BANK_CARD_DUPLICATE: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bank_card_duplicate',
      message: 'This card is already saved.',
    },
  },
  BANK_CARDS_FULL: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bank_cards_full',
      message: 'You can save at most {max} cards. Please delete one before adding another.',
    },
  },
  BANK_CARD_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.bank_card_not_found',
      message: 'This card does not exist.',
    },
  },
  WITHDRAW_KYC_REQUIRED: {
    httpStatus: 403,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_kyc_required',
      message: 'Please verify your identity before withdrawing.',
    },
  },
  WITHDRAW_UNAVAILABLE: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_unavailable',
      message: 'Withdrawals of {currency} are not available at the moment.',
    },
  },
  WITHDRAW_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_amount',
      message: 'Please enter an amount from {min} to {max} {currency}, with at most 8 decimal places.',
    },
  },
  WITHDRAW_BELOW_FEE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_below_fee',
      message: 'The amount must be more than the fee of {fee} {currency}.',
    },
  },
  WITHDRAWAL_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdrawal_not_found',
      message: 'There is no withdrawal with this number.',
    },
  },
  WITHDRAWAL_ALREADY_APPROVED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdrawal_already_approved',
      message: 'This withdrawal has already been approved; nothing was changed.',
    },
  },
  WITHDRAWAL_ALREADY_REJECTED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdrawal_already_rejected',
      message: 'This withdrawal has already been rejected; nothing was changed.',
    },
  },
  WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdrawal_second_approval_same_operator',
      message:
        'You have already approved this withdrawal. The second approval must come from a different operator; nothing was changed.',
    },
  },
  WITHDRAW_THRESHOLD_ENTRY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_threshold_entry',
      message: 'Each threshold is a currency and an amount, such as BTC:0.2. “{entry}” is not.',
    },
  },
  WITHDRAW_THRESHOLD_DUPLICATE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.withdraw_threshold_duplicate',
      message: '{currency} appears more than once in the thresholds.',
    },
  },

  // Flash exchange: its errors go below this line.
  EXCHANGE_CURRENCY_UNLISTED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_currency_unlisted',
      message: '“{currency}” cannot be exchanged. Please choose a listed currency.',
    },
  },
  EXCHANGE_SAME_CURRENCY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_same_currency',
      message: 'Please choose two different currencies to exchange.',
    },
  },
  EXCHANGE_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_amount',
      message: 'Please enter an amount to exchange of at least {min}, with at most 8 decimal places.',
    },
  },
  EXCHANGE_RECEIVE_TOO_SMALL: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_receive_too_small',
      message:
        'This amount is too small: after the fee you would receive nothing. Please enter a larger amount.',
    },
  },
  EXCHANGE_MARKET_UNAVAILABLE: {
    httpStatus: 503,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_market_unavailable',
      message: 'The exchange rate is unavailable right now. Please try again shortly.',
    },
  },
  EXCHANGE_QUOTE_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_quote_not_found',
      message: 'This quote does not exist. Please get a new one.',
    },
  },
  EXCHANGE_QUOTE_EXPIRED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_quote_expired',
      message: 'This quote has expired. Please get a new one.',
    },
  },
  EXCHANGE_QUOTE_USED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.exchange_quote_used',
      message: 'This quote has already been used. Please get a new one.',
    },
  },

  // Trading, shared by spot, leveraged contracts and second contracts.
  TRADING_PAIR_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.trading_pair_unknown', message: 'This trading pair is not available.' },
  },
  TRADING_MARKET_UNAVAILABLE: {
    httpStatus: 503,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.trading_market_unavailable',
      message:
        'Market prices are unavailable right now, so no order can be placed. Please try again shortly.',
    },
  },
  TRADING_ORDER_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.trading_order_not_found', message: 'This order does not exist.' },
  },
  // Spot orders: their errors go below this line.
  SPOT_SIDE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.spot_side_invalid', message: 'Please choose to buy or to sell.' },
  },
  SPOT_PRICE_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.spot_price_missing', message: 'Please enter a price.' },
  },
  SPOT_PRICE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.spot_price_invalid', message: 'Please enter a price greater than 0.' },
  },
  SPOT_PRICE_PLACES: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.spot_price_places',
      message: 'Prices of {pair} have at most {places} decimal places.',
    },
  },
  SPOT_AMOUNT_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.spot_amount_missing', message: 'Please enter an amount.' },
  },
  SPOT_AMOUNT_MIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.spot_amount_min',
      message: 'Please enter an amount of at least {min} {currency}.',
    },
  },
  SPOT_AMOUNT_PLACES: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.spot_amount_places',
      message: 'The amount has at most {places} decimal places.',
    },
  },
  SPOT_TOTAL_TOO_SMALL: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.spot_total_too_small',
      message: 'The order total (price × amount) must be at least {min} {currency}.',
    },
  },
  SPOT_ORDER_FILLED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.spot_order_filled',
      message: 'This order has already been filled, so it can no longer be cancelled.',
    },
  },
  SPOT_ORDER_CANCELLED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.spot_order_cancelled', message: 'This order has already been cancelled.' },
  },

  // Leveraged contracts: their errors go below this line.
  CONTRACT_PAIR_NOT_USDT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_pair_not_usdt',
      message: 'Leveraged positions are only available on USDT pairs.',
    },
  },
  CONTRACT_DIRECTION_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_direction_invalid',
      message: 'Please choose buy up or buy down.',
    },
  },
  CONTRACT_PRICE_TYPE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_price_type_invalid',
      message: 'Please choose a market price or a limit price.',
    },
  },
  CONTRACT_MULTIPLE_NOT_CONFIGURED: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_multiple_not_configured',
      message: 'Please choose one of the offered multiples: {multiples}.',
    },
  },
  CONTRACT_MULTIPLE_TOO_RISKY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_multiple_too_risky',
      message:
        'At this multiple the maintenance amount would take the whole margin. Please choose a lower multiple.',
    },
  },
  CONTRACT_MARGIN_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_margin_missing',
      message: 'Please enter the margin.',
    },
  },
  CONTRACT_MARGIN_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_margin_invalid',
      message: 'Please enter the margin as a plain number, such as 100 or 12.5.',
    },
  },
  CONTRACT_MARGIN_BELOW_MIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_margin_below_min',
      message: 'The margin must be at least {min} USDT.',
    },
  },
  CONTRACT_MARGIN_PLACES: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_margin_places',
      message: 'The margin can have at most 8 decimal places.',
    },
  },
  CONTRACT_LIMIT_PRICE_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_limit_price_missing',
      message: 'Please enter the limit price.',
    },
  },
  CONTRACT_LIMIT_PRICE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_limit_price_invalid',
      message: 'Please enter a limit price above 0 with at most {precision} decimal places.',
    },
  },
  CONTRACT_TAKE_PROFIT_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_take_profit_invalid',
      message: 'Please enter a take-profit price above 0 with at most {precision} decimal places.',
    },
  },
  CONTRACT_STOP_LOSS_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_stop_loss_invalid',
      message: 'Please enter a stop-loss price above 0 with at most {precision} decimal places.',
    },
  },
  CONTRACT_TAKE_PROFIT_WRONG_SIDE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_take_profit_wrong_side',
      message:
        'The take-profit price must be on the winning side of the opening price {openPrice}: above it for buy up, below it for buy down.',
    },
  },
  CONTRACT_STOP_LOSS_WRONG_SIDE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_stop_loss_wrong_side',
      message:
        'The stop-loss price must be on the losing side of the opening price {openPrice}: below it for buy up, above it for buy down.',
    },
  },
  CONTRACT_STOP_LOSS_BEYOND_LIQUIDATION: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_stop_loss_beyond_liquidation',
      message:
        'This stop loss is at or beyond the liquidation price {liquidationPrice}, so the position would be liquidated first. Please set it between the liquidation price and the opening price.',
    },
  },
  CONTRACT_POSITION_CLOSED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_position_closed',
      message: 'This position is already closed; nothing was changed.',
    },
  },
  CONTRACT_LEVERAGE_COUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_leverage_count',
      message:
        'The leverage list needs from 1 to {countMax} multiples, separated by commas, such as 5,10,20,50,100.',
    },
  },
  CONTRACT_LEVERAGE_ENTRY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_leverage_entry',
      message: '“{entry}” is not a valid multiple: each must be a whole number from 1 to {max}.',
    },
  },
  CONTRACT_LEVERAGE_DUPLICATE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_leverage_duplicate',
      message: 'The multiple {entry} appears more than once in the leverage list.',
    },
  },

  // Second contracts: their errors go below this line.
  SECOND_OPEN_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_open_amount',
      message: 'Please enter an open amount of at least {min}, with at most 8 decimal places.',
    },
  },
  SECOND_AMOUNT_BELOW_MIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_amount_below_min',
      message: 'The open amount for this duration must be at least {min} {currency}.',
    },
  },
  SECOND_DURATION_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_duration_unknown',
      message: 'This duration is not available. Please choose one of: {seconds} seconds.',
    },
  },
  SECOND_CONFIG_SECONDS: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_config_seconds',
      message: 'The duration must be a whole number of seconds from {min} to {max}.',
    },
  },
  SECOND_CONFIG_RATE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_config_rate',
      message:
        'The income rate must be a decimal number above 0 and at most {max}, with at most 8 decimal places (0.85 means 85 %).',
    },
  },
  SECOND_CONFIG_MIN_AMOUNT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.second_config_min_amount',
      message:
        'The minimum open amount must be a decimal number of at least {min}, with at most 8 decimal places.',
    },
  },
  // Launchpad (issue 9).
  LAUNCHPAD_LISTING_UNKNOWN: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_listing_unknown',
      message: 'This new-coin sale does not exist.',
    },
  },
  LAUNCHPAD_NOT_STARTED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_not_started',
      message: 'The {coin} sale has not started yet. It opens at {startsAt}.',
    },
  },
  LAUNCHPAD_ENDED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_ended',
      message: 'The {coin} sale has ended. No more subscriptions are accepted.',
    },
  },
  LAUNCHPAD_AMOUNT_MISSING: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_amount_missing',
      message: 'Please enter how much {coin} you want to subscribe for.',
    },
  },
  LAUNCHPAD_AMOUNT_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_amount_invalid',
      message: 'Please enter the amount as a positive number with at most 8 decimal places.',
    },
  },
  LAUNCHPAD_BELOW_MIN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_below_min',
      message: 'The least you can subscribe for is {min} {coin}.',
    },
  },
  LAUNCHPAD_OVER_LIMIT: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_over_limit',
      message: 'This is over your limit for this sale: you can subscribe for at most {left} {coin} more.',
    },
  },
  LAUNCHPAD_LISTING_FIELD: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_listing_field',
      message: 'The listing field "{field}" is missing or invalid: {rule}',
    },
  },
  LAUNCHPAD_COIN_TRADED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_coin_traded',
      message: '{coin} already trades on a market and cannot be sold on the launchpad.',
    },
  },
  LAUNCHPAD_COIN_TAKEN: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_coin_taken',
      message: 'A sale of {coin} exists already.',
    },
  },
  LAUNCHPAD_LISTING_STARTED: {
    httpStatus: 409,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.launchpad_listing_started',
      message: 'The sale has started, so these fields can no longer be changed: {fields}.',
    },
  },
  // Messages and invitations (issue 9).
  MESSAGE_NOT_FOUND: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ { id: 'error.message_not_found', message: 'This message does not exist.' },
  },
  MESSAGE_TITLE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.message_title_invalid',
      message: 'The {locale} title must have 1 to {max} characters.',
    },
  },
  MESSAGE_BODY_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.message_body_invalid',
      message: 'The {locale} text must have 1 to {max} characters.',
    },
  },
  MESSAGE_LOCALE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.message_locale_invalid',
      message:
        'Texts in other languages can be added for {locales}, each once (“{locale}” is not one of them or came twice); the first title and text are the English ones.',
    },
  },
  MESSAGE_RECIPIENTS_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.message_recipients_invalid',
      message: 'Send the message either to everyone or to one email address.',
    },
  },
  MESSAGE_RECIPIENT_UNKNOWN: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.message_recipient_unknown',
      message: 'No account has the email address {email}; nothing was sent.',
    },
  },

  // Market fairness: the commitments, reveals and recomputed prices of the simulator.
  FAIRNESS_RANGE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.fairness_range_invalid',
      message: 'Choose a range of days whose start is not after its end, at most {max} days long.',
    },
  },
  FAIRNESS_TIME_RANGE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.fairness_time_range',
      message: 'Choose a moment between {earliest} and now.',
    },
  },
  FAIRNESS_LIVE_PRICES: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.fairness_live_prices',
      message: 'This server shows live market prices, so there are no simulated prices to verify.',
    },
  },
  // Engine states and house limits (house brief).
  ENGINE_UNKNOWN: {
    httpStatus: 404,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.engine_unknown',
      message: 'There is no engine “{name}”. The engines are: {names}.',
    },
  },
  HOUSE_STAKE_LIMIT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_stake_limit',
      message: 'One order can be at most {max} {currency}. Please enter a smaller amount.',
    },
  },
  HOUSE_EXPOSURE_LIMIT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_exposure_limit',
      message:
        'Orders in this direction on {pair} are full for now: at most {available} {currency} more can be accepted. Please try a smaller amount or later.',
    },
  },
  HOUSE_DAILY_LOSS_LIMIT: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_daily_loss_limit',
      message: 'New orders of this kind are paused until 00:00 UTC. Please try again then.',
    },
  },
  HOUSE_LIMIT_PRODUCT_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_limit_product_unknown',
      message: 'There is no product “{product}”. The products are: {products}.',
    },
  },
  HOUSE_LIMIT_NAME_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_limit_name_unknown',
      message: 'There is no limit “{name}”. The limits are: {names}.',
    },
  },
  HOUSE_LIMIT_VALUE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.house_limit_value_invalid',
      message: 'A limit must be a number above 0 and at most {max}, with at most 8 decimal places.',
    },
  },

  AMOUNT_TOO_LARGE: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.amount_too_large',
      message: 'This number is too large. Amounts, prices and their totals may be at most {max}.',
    },
  },
  IDENTITY_VERIFICATION_REQUIRED: {
    httpStatus: 403,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.identity_verification_required',
      message: 'Please complete identity verification first (Me → Identity verification).',
    },
  },
  CONTRACT_MARKET_PRICE_INVALID: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.contract_market_price_invalid',
      message:
        'The price is not valid. A market entry needs no price; if you send one, it must be above 0 with at most {precision} decimal places.',
    },
  },
  LIVE_CHANNEL_UNKNOWN: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.live_channel_unknown',
      message: 'There is no live channel “{channel}”.',
    },
  },
  LIVE_CHANNELS_TOO_MANY: {
    httpStatus: 400,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.live_channels_too_many',
      message: 'A live stream can carry at most {max} channels.',
    },
  },
  LIVE_STREAMS_FULL: {
    httpStatus: 429,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.live_streams_full',
      message:
        'Live updates are busy right now. Prices and orders still refresh; live updates will try again shortly.',
    },
  },
  INTERNAL: {
    httpStatus: 500,
    envelopeCode: failureCode,
    message: /*i18n*/ {
      id: 'error.internal',
      message: 'Something went wrong on our side. Please try again.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorTable;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTable, value);
}
